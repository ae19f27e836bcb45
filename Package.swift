// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "ContainerKit",
    products: [
        .library(name: "ContainerKit", targets: ["ContainerKit"]),
        .library(name: "ContainerKitTesting", targets: ["ContainerKitTesting"]),
        .executable(name: "BasicTree", targets: ["BasicTree"]),
        .executable(name: "CartContainer", targets: ["CartContainer"]),
        .executable(name: "NestedParents", targets: ["NestedParents"]),
        .executable(name: "CartList", targets: ["CartList"]),
        .executable(name: "TypedRootView", targets: ["TypedRootView"]),
        .executable(name: "RootFlow", targets: ["RootFlow"]),
        .executable(name: "NavigationAndTabs", targets: ["NavigationAndTabs"]),
        .executable(name: "WindowLauncher", targets: ["WindowLauncher"]),
    ],
    targets: [
        .target(name: "ContainerKit"),
        .target(name: "ContainerKitTesting", dependencies: ["ContainerKit"]),
        // The examples (`swift run <name>`), one per story of the projects ContainerKit grew from;
        // ExamplesTests runs each and compares its whole output with Tests/ExamplesTests/Expected.
        .target(name: "ExampleSupport", dependencies: ["ContainerKit"], path: "Examples/ExampleSupport"),
        .executableTarget(name: "BasicTree", dependencies: ["ContainerKit", "ExampleSupport"], path: "Examples/BasicTree"),
        .executableTarget(name: "CartContainer", dependencies: ["ContainerKit", "ExampleSupport"], path: "Examples/CartContainer"),
        .executableTarget(name: "NestedParents", dependencies: ["ContainerKit", "ExampleSupport"], path: "Examples/NestedParents"),
        .executableTarget(name: "CartList", dependencies: ["ContainerKit", "ExampleSupport"], path: "Examples/CartList"),
        .executableTarget(name: "TypedRootView", dependencies: ["ContainerKit", "ExampleSupport"], path: "Examples/TypedRootView"),
        .executableTarget(name: "RootFlow", dependencies: ["ContainerKit", "ExampleSupport"], path: "Examples/RootFlow"),
        .executableTarget(name: "NavigationAndTabs", dependencies: ["ContainerKit", "ExampleSupport"], path: "Examples/NavigationAndTabs"),
        .executableTarget(name: "WindowLauncher", dependencies: ["ContainerKit", "ExampleSupport"], path: "Examples/WindowLauncher"),
        .testTarget(name: "ContainerKitTests", dependencies: ["ContainerKit", "ContainerKitTesting"]),
        .testTarget(name: "ContainerKitTestingTests", dependencies: ["ContainerKit", "ContainerKitTesting"]),
        // Written as a user's package would be: `import ContainerKit`, no `@testable`.
        .testTarget(name: "PortingTests", dependencies: ["ContainerKit", "ContainerKitTesting"]),
        .testTarget(
            name: "ExamplesTests",
            dependencies: ["BasicTree", "CartContainer", "NestedParents", "CartList", "TypedRootView", "RootFlow", "NavigationAndTabs", "WindowLauncher"],
            exclude: ["Expected"]
        ),
    ],
    swiftLanguageModes: [.v6]
)
