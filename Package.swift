// swift-tools-version:6.0
import PackageDescription

// The examples (`swift run <name>`), one per story of the projects ContainerKit grew from, each in
// `Examples/<name>/`; ExamplesTests runs each and compares its whole output with
// `Tests/ExamplesTests/Expected/<name>.txt`.
let examples = [
    "BasicTree", "CartContainer", "NestedParents", "CartList", "TypedRootView", "RootFlow",
    "NavigationAndTabs", "WindowLauncher", "AutoLayoutForm",
]

// This package's own test switches and fault injections (`TestSwitches` in ContainerKit) are
// compiled only when CONTAINERKIT_TEST_SWITCHES is set in the environment, as `.ci/run` does for
// its test runs: a user's build (and a plain `swift test`) has none of them in its hot paths, and
// the tests that need them are compiled only under the same condition.
let testSwitches: [SwiftSetting] =
    Context.environment["CONTAINERKIT_TEST_SWITCHES"] != nil ? [.define("CONTAINERKIT_TEST_SWITCHES")] : []

// The seeds' Swift blocks that compile taken literally (the porting measure,
// `Tests/SeedBlocks/README.md`), with tests of what they define: three modules, because blocks of
// different seeds declare the same type names. The seeds' own code warns (a forced cast that
// cannot fail), so these targets do not show warnings.
let seedBlockModules = ["A", "B", "C"]

// The coordinator port's library (Tests/CoordinatorPort): Swift 5 code written against UIKit, which
// calls UIKit's classes from unannotated code. It keeps its language mode and takes the main actor
// as its default isolation (the Porting article's recipe for an older library; SwiftPM 6.2 spells it
// `.defaultIsolation(MainActor.self)`). Its warnings (methods declared `open` in extensions, which
// only Objective-C can override; PORTING.md) are not shown.
let coordinatorPortLibrarySettings: [SwiftSetting] = [
    .swiftLanguageMode(.v5), .enableUpcomingFeature("IsolatedDefaultValues"),
    .unsafeFlags(["-default-isolation", "MainActor", "-suppress-warnings"]),
]

// CI's release test run (`.ci/run`) sets CONTAINERKIT_UNOPTIMIZED_TEST_CODE: the targets that only
// drive the library (the examples, the ports, the seeds' blocks and the test targets whose work is
// the library's) are then compiled without optimization in that release build, which saves about a
// quarter of its compile time; the library, the model checker (ContainerKitTests, whose harness
// does much of the work: 23 s optimized, 84 s not, for its 20,000-operation default) and the
// solver's differential test (LayoutSolverTests) stay optimized. Without the variable (a user's
// build, `swift build -c release`) nothing changes.
let unoptimizedTestCode: [SwiftSetting] =
    Context.environment["CONTAINERKIT_UNOPTIMIZED_TEST_CODE"] != nil
    ? [.unsafeFlags(["-Onone"], .when(configuration: .release))] : []

let package = Package(
    name: "ContainerKit",
    products: [
        .library(name: "ContainerKit", targets: ["ContainerKit"]),
        .library(name: "ContainerKitTesting", targets: ["ContainerKitTesting"]),
        .library(name: "LayoutSolver", targets: ["LayoutSolver"]),
    ] + examples.map { .executable(name: $0, targets: [$0]) },
    targets: [
        .target(name: "ContainerKit", dependencies: ["LayoutSolver"], swiftSettings: testSwitches),
        .target(name: "ContainerKitTesting", dependencies: ["ContainerKit"]),
        // The linear-constraint solver under Auto Layout (incremental Cassowary); no dependencies,
        // no Foundation, not bound to an actor.
        .target(name: "LayoutSolver"),
        // Optimized even in debug builds: the differential test's dense reference solver does
        // most of the work of a plain `swift test` there.
        .testTarget(
            name: "LayoutSolverTests", dependencies: ["LayoutSolver"], swiftSettings: [.unsafeFlags(["-O"])]),
        .target(
            name: "ExampleSupport", dependencies: ["ContainerKit"], path: "Examples/ExampleSupport",
            swiftSettings: unoptimizedTestCode),
        .testTarget(
            name: "ContainerKitTests", dependencies: ["ContainerKit", "ContainerKitTesting"],
            swiftSettings: testSwitches),
        .testTarget(
            name: "ContainerKitTestingTests", dependencies: ["ContainerKit", "ContainerKitTesting"],
            swiftSettings: unoptimizedTestCode),
        // Written as a user's package would be: `import ContainerKit`, no `@testable`; the depth
        // tests turn the per-operation invariant check off under the test switches.
        .testTarget(
            name: "PortingTests", dependencies: ["ContainerKit", "ContainerKitTesting"],
            swiftSettings: testSwitches + unoptimizedTestCode),
        .testTarget(
            name: "ExamplesTests",
            dependencies: examples.map { .target(name: $0) } + ["DeterminismScenario"],
            exclude: ["Expected"], swiftSettings: unoptimizedTestCode
        ),
        // A widely used coordinator library (XCoordinator, MIT) and its own XCTest suite, ported onto
        // ContainerKit by renames only (Tests/CoordinatorPort/PORTING.md lists every other edit): a
        // user's package, `import ContainerKit`, no `@testable`.
        .target(
            name: "CoordinatorPortLibrary", dependencies: ["ContainerKit"], path: "Tests/CoordinatorPort/Library",
            swiftSettings: coordinatorPortLibrarySettings + unoptimizedTestCode),
        .testTarget(
            name: "CoordinatorPortTests", dependencies: ["CoordinatorPortLibrary", "ContainerKit"],
            path: "Tests/CoordinatorPort/Tests", swiftSettings: [.swiftLanguageMode(.v5)] + unoptimizedTestCode),
        // A widely used constraint library (Cartography, MIT) and its own Quick specs, which lay views
        // out and assert their frames, ported onto ContainerKit by renames only
        // (Tests/ConstraintLibraryPort/PORTING.md lists every other edit). The library keeps its
        // language mode, as the coordinator port's; the specs run on a small Quick and Nimble
        // stand-in of the port's own (the package takes no dependencies). The specs' warnings (the
        // controller's deprecated `topLayoutGuide`, deprecated in UIKit too) are not shown.
        .target(
            name: "ConstraintLibraryPortLibrary", dependencies: ["ContainerKit"],
            path: "Tests/ConstraintLibraryPort/Library",
            swiftSettings: coordinatorPortLibrarySettings + unoptimizedTestCode),
        .target(name: "QuickShim", path: "Tests/ConstraintLibraryPort/QuickShim", swiftSettings: unoptimizedTestCode),
        .testTarget(
            name: "ConstraintLibraryPortTests",
            dependencies: ["ConstraintLibraryPortLibrary", "ContainerKit", "QuickShim"],
            path: "Tests/ConstraintLibraryPort/Tests",
            swiftSettings: [.swiftLanguageMode(.v5), .unsafeFlags(["-suppress-warnings"])] + unoptimizedTestCode),
        // TRACE-9's scenario, which ExamplesTests runs in 50 processes and compares byte for byte.
        .executableTarget(
            name: "DeterminismScenario", dependencies: ["ContainerKit"], path: "Tests/DeterminismScenario",
            swiftSettings: unoptimizedTestCode),
    ]
        + seedBlockModules.map {
            .testTarget(
                name: "SeedBlocks\($0)Tests", dependencies: ["ContainerKit", "ContainerKitTesting"],
                path: "Tests/SeedBlocks/\($0)",
                swiftSettings: [.unsafeFlags(["-suppress-warnings"])] + unoptimizedTestCode)
        }
        + examples.map {
            .executableTarget(
                name: $0, dependencies: ["ContainerKit", "ExampleSupport"], path: "Examples/\($0)",
                swiftSettings: unoptimizedTestCode)
        },
    swiftLanguageModes: [.v6]
)
