import Foundation
import XCTest

/// Runs the example executables that this package builds and checks their whole output.
final class ExamplesTests: XCTestCase {
    func testBasicTreePrintsTheTraceAndTheDump() throws {
        XCTAssertEqual(try runExample("BasicTree"), """
            == trace ==
            home.loadView
            home.viewDidLoad
            home.view.willMove(toWindow: window)
            home.view.willMove(toSuperview: window)
            home.view.didMoveToWindow
            home.view.didMoveToSuperview
            window.didAddSubview(home.view)
            feed.willMove(toParent: home)
            feed.loadView
            feed.viewDidLoad
            feed.view.willMove(toWindow: window)
            feed.view.willMove(toSuperview: home.view)
            feed.view.didMoveToWindow
            feed.view.didMoveToSuperview
            home.view.didAddSubview(feed.view)
            feed.didMove(toParent: home)
            card.willMove(toWindow: window)
            title.willMove(toWindow: window)
            subtitle.willMove(toWindow: window)
            card.willMove(toSuperview: feed.view)
            title.didMoveToWindow
            subtitle.didMoveToWindow
            card.didMoveToWindow
            card.didMoveToSuperview
            feed.view.didAddSubview(card)
            home.viewWillAppear
            feed.viewWillAppear
            home.viewDidAppear
            feed.viewDidAppear
            == tree ==
            window: Window [visible]
            └─ home.view: View [controller home, appeared]
               └─ feed.view: View [controller feed, appeared]
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
