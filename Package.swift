// swift-tools-version:6.0
import PackageDescription

// The examples (`swift run <name>`), one per story of the projects ContainerKit grew from, each in
// `Examples/<name>/`; ExamplesTests runs each and compares its whole output with
// `Tests/ExamplesTests/Expected/<name>.txt`.
let examples = [
    "BasicTree", "CartContainer", "NestedParents", "CartList", "TypedRootView", "RootFlow",
    "NavigationAndTabs", "WindowLauncher",
]

// The seeds' Swift blocks that compile taken literally (the porting measure,
// `Tests/SeedBlocks/README.md`), with tests of what they define: three modules, because blocks of
// different seeds declare the same type names. The seeds' own code warns (a forced cast that
// cannot fail), so these targets do not show warnings.
let seedBlockModules = ["A", "B", "C"]

let package = Package(
    name: "ContainerKit",
    products: [
        .library(name: "ContainerKit", targets: ["ContainerKit"]),
        .library(name: "ContainerKitTesting", targets: ["ContainerKitTesting"]),
    ] + examples.map { .executable(name: $0, targets: [$0]) },
    targets: [
        .target(name: "ContainerKit"),
        .target(name: "ContainerKitTesting", dependencies: ["ContainerKit"]),
        .target(name: "ExampleSupport", dependencies: ["ContainerKit"], path: "Examples/ExampleSupport"),
        .testTarget(name: "ContainerKitTests", dependencies: ["ContainerKit", "ContainerKitTesting"]),
        .testTarget(name: "ContainerKitTestingTests", dependencies: ["ContainerKit", "ContainerKitTesting"]),
        // Written as a user's package would be: `import ContainerKit`, no `@testable`.
        .testTarget(name: "PortingTests", dependencies: ["ContainerKit", "ContainerKitTesting"]),
        .testTarget(
            name: "ExamplesTests",
            dependencies: examples.map { .target(name: $0) },
            exclude: ["Expected"]
        ),
    ]
        + seedBlockModules.map {
            .testTarget(
                name: "SeedBlocks\($0)Tests", dependencies: ["ContainerKit", "ContainerKitTesting"],
                path: "Tests/SeedBlocks/\($0)", swiftSettings: [.unsafeFlags(["-suppress-warnings"])])
        }
        + examples.map {
            .executableTarget(name: $0, dependencies: ["ContainerKit", "ExampleSupport"], path: "Examples/\($0)")
        },
    swiftLanguageModes: [.v6]
)
