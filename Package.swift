// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "ContainerKit",
    products: [
        .library(name: "ContainerKit", targets: ["ContainerKit"]),
        .library(name: "ContainerKitTesting", targets: ["ContainerKitTesting"]),
        .executable(name: "BasicTree", targets: ["BasicTree"]),
    ],
    targets: [
        .target(name: "ContainerKit"),
        .target(name: "ContainerKitTesting", dependencies: ["ContainerKit"]),
        .executableTarget(
            name: "BasicTree",
            dependencies: ["ContainerKit"],
            path: "Examples/BasicTree"
        ),
        .testTarget(name: "ContainerKitTests", dependencies: ["ContainerKit", "ContainerKitTesting"]),
        .testTarget(name: "ContainerKitTestingTests", dependencies: ["ContainerKit", "ContainerKitTesting"]),
        // Written as a user's package would be: `import ContainerKit`, no `@testable`.
        .testTarget(name: "PortingTests", dependencies: ["ContainerKit", "ContainerKitTesting"]),
        .testTarget(
            name: "ExamplesTests",
            dependencies: ["BasicTree", "ContainerKitTesting"]
        ),
    ],
    swiftLanguageModes: [.v6]
)
