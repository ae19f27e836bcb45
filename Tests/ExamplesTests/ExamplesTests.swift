import Foundation
import XCTest

/// Runs the example executables that this package builds and checks their whole output.
final class ExamplesTests: XCTestCase {
    func testBasicTreePrintsTheTraceAndTheDump() throws {
        XCTAssertEqual(try runExample("BasicTree"), """
            == trace ==
            feed.willMove(toWindow: window)
            card.willMove(toWindow: window)
            title.willMove(toWindow: window)
            subtitle.willMove(toWindow: window)
            feed.willMove(toSuperview: window)
            title.didMoveToWindow
            subtitle.didMoveToWindow
            card.didMoveToWindow
            feed.didMoveToWindow
            feed.didMoveToSuperview
            window.didAddSubview(feed)
            header.willMove(toWindow: window)
            header.willMove(toSuperview: feed)
            header.didMoveToWindow
            header.didMoveToSuperview
            feed.didAddSubview(header)
            == tree ==
            window: Window [visible]
            └─ feed: View
               ├─ header: View
               └─ card: CardView
                  ├─ title: View
                  └─ subtitle: View

            """)
    }
}

/// Runs an example executable from the build folder and returns what it printed.
func runExample(_ name: String, file: StaticString = #filePath, line: UInt = #line) throws -> String {
    let products = productsDirectory()
    let executable = products.appendingPathComponent(name)
    guard FileManager.default.isExecutableFile(atPath: executable.path) else {
        XCTFail("\(name) was not built in \(products.path)", file: file, line: line)
        return ""
    }
    let process = Process()
    process.executableURL = executable
    let output = Pipe()
    process.standardOutput = output
    try process.run()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    XCTAssertEqual(process.terminationStatus, 0, "\(name) failed", file: file, line: line)
    return String(decoding: data, as: UTF8.self)
}

/// The folder that holds the test bundle and the executables built with it.
func productsDirectory() -> URL {
    #if os(macOS)
    for bundle in Bundle.allBundles where bundle.bundlePath.hasSuffix(".xctest") {
        return bundle.bundleURL.deletingLastPathComponent()
    }
    return Bundle.main.bundleURL
    #else
    return Bundle.main.bundleURL
    #endif
}
