import Foundation
import XCTest

/// Runs every example executable of the package and compares its whole output with the committed
/// expectation in `Tests/ExamplesTests/Expected/<name>.txt`, so that an example never breaks
/// silently. An example must also print nothing on standard error: no misuse report.
///
/// After an intended change, regenerate the expectations with `Scripts/update-example-outputs.sh`
/// and review the diff.
final class ExamplesTests: XCTestCase {
    // VIEW-1, VIEW-2, LOAD-1, VC-6, APP-3: a window, a controller, a child, a view subtree.
    func testBasicTree_VIEW1_VIEW2_LOAD1_VC6_APP3() throws { try checkExample("BasicTree") }

    // CONT-1, CONT-2, LAYOUT-3: a cart in a view container padded in containerDidLoad(), and in a
    // controller container.
    func testCartContainer_CONT1_CONT2_LAYOUT3() throws { try checkExample("CartContainer") }

    // PARENT-1, PARENT-2, PARENT-3: nested containers resolve their parents, live after a move.
    func testNestedParents_PARENT1_PARENT2_PARENT3() throws { try checkExample("NestedParents") }

    // CELL-1, CELL-2, CELL-3: reusable containers in a list, with a required cell delegate.
    func testCartList_CELL1_CELL2_CELL3() throws { try checkExample("CartList") }

    // LOAD-4, LAYOUT-1, LAYOUT-2, LAYOUT-3: a typed root view pinned below the safe area.
    func testTypedRootView_LOAD4_LAYOUT1_LAYOUT2_LAYOUT3() throws { try checkExample("TypedRootView") }

    // COMP-1, COMP-2, COMP-3, COMP-4: Reinstate's root flow and a rapid sequence of transitions.
    func testRootFlow_COMP1_COMP2_COMP3_COMP4() throws { try checkExample("RootFlow") }

    // COMP-5, COMP-6, COMP-7: push, pop, a cancelled interactive pop, a tab switch.
    func testNavigationAndTabs_COMP5_COMP6_COMP7() throws { try checkExample("NavigationAndTabs") }

    // LAYOUT-4, LAYOUT-5, LAYOUT-7, LAYOUT-9: a form in a navigation controller laid out with
    // constraints, a stack view and the safe area, in portrait and landscape.
    func testAutoLayoutForm_LAYOUT4_LAYOUT5_LAYOUT7_LAYOUT9() throws { try checkExample("AutoLayoutForm") }

    // COMP-11: a window container switching from its launcher to the main root.
    func testWindowLauncher_COMP11() throws { try checkExample("WindowLauncher") }

    /// The README's Mermaid block is the sequence diagram the TypedRootView example prints
    /// (`Scripts/render-pictures.sh` prints it anew).
    func testReadmeDiagramIsTheTypedRootViewDiagram() throws {
        let readme = try String(contentsOf: packageDirectory().appendingPathComponent("README.md"), encoding: .utf8)
        let (output, _) = try runExample("TypedRootView")
        let diagram = try XCTUnwrap(output.components(separatedBy: "== diagram ==\n").last)
        XCTAssertTrue(readme.contains("```mermaid\n" + diagram + "```"), "README.md's Mermaid block is stale")
    }

    /// Every example has an expectation and every expectation an example.
    func testEveryExampleHasATest() throws {
        let expected = try FileManager.default.contentsOfDirectory(atPath: expectedDirectory().path)
            .filter { $0.hasSuffix(".txt") }.map { String($0.dropLast(4)) }.sorted()
        let examples = try FileManager.default.contentsOfDirectory(atPath: examplesDirectory().path)
            .filter { $0 != "ExampleSupport" && !$0.hasPrefix(".") }.sorted()
        XCTAssertEqual(expected, examples)
    }
}

/// Runs an example and compares its standard output with `Expected/<name>.txt`.
func checkExample(_ name: String, file: StaticString = #filePath, line: UInt = #line) throws {
    let expectedURL = expectedDirectory().appendingPathComponent("\(name).txt")
    let expected = try String(contentsOf: expectedURL, encoding: .utf8)
    let (output, errors) = try runExample(name, file: file, line: line)
    XCTAssertEqual(errors, "", "\(name) printed on standard error (a misuse report?)", file: file, line: line)
    guard output != expected else { return }
    let outputLines = output.components(separatedBy: "\n"), expectedLines = expected.components(separatedBy: "\n")
    let index =
        zip(outputLines, expectedLines).enumerated().first { $0.element.0 != $0.element.1 }?.offset
        ?? min(outputLines.count, expectedLines.count)
    XCTFail(
        """
        \(name)'s output differs from \(expectedURL.lastPathComponent) at line \(index + 1):
          expected: \(index < expectedLines.count ? expectedLines[index] : "<end of file>")
          printed:  \(index < outputLines.count ? outputLines[index] : "<end of output>")
        Regenerate with Scripts/update-example-outputs.sh if the change is intended.
        """, file: file, line: line)
}

/// Runs an example executable from the build folder and returns what it printed.
func runExample(_ name: String, file: StaticString = #filePath, line: UInt = #line) throws -> (
    output: String, errors: String
) {
    let products = productsDirectory()
    let executable = products.appendingPathComponent(name)
    guard FileManager.default.isExecutableFile(atPath: executable.path) else {
        XCTFail("\(name) was not built in \(products.path)", file: file, line: line)
        return ("", "")
    }
    let process = Process()
    process.executableURL = executable
    let output = Pipe(), errors = Pipe()
    process.standardOutput = output
    process.standardError = errors
    try process.run()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    let errorData = errors.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    XCTAssertEqual(process.terminationStatus, 0, "\(name) failed", file: file, line: line)
    return (String(decoding: data, as: UTF8.self), String(decoding: errorData, as: UTF8.self))
}

/// `Tests/ExamplesTests/Expected`, found from this source file.
func expectedDirectory() -> URL {
    URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Expected")
}

/// The package's root folder, found from this source file.
func packageDirectory() -> URL {
    URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
}

/// `Examples/`, found from this source file.
func examplesDirectory() -> URL {
    packageDirectory().appendingPathComponent("Examples")
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
