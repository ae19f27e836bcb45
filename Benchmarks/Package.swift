// swift-tools-version:6.1
import PackageDescription

// Benchmarks for ContainerKit (issue 6). A separate package so that the library itself keeps
// no dependencies: run with `swift package benchmark` from this folder.
let package = Package(
    name: "ContainerKitBenchmarks",
    platforms: [.macOS(.v13)],
    dependencies: [
        // `name:` so that the product reference below does not depend on the name of the checkout folder.
        .package(name: "ContainerKit", path: ".."),
        .package(url: "https://github.com/ordo-one/benchmark", exact: "1.38.1", traits: ["MallocInterposer"]),
    ],
    targets: [
        .executableTarget(
            name: "ContainerKitBenchmarks",
            dependencies: [
                .product(name: "Benchmark", package: "benchmark"),
                .product(name: "ContainerKit", package: "ContainerKit"),
                .product(name: "LayoutSolver", package: "ContainerKit"),
                "LayoutWorkloads",
            ],
            path: "Benchmarks/ContainerKitBenchmarks",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
        // The Auto Layout workloads, shared by the rows above and the ratio check below.
        .target(
            name: "LayoutWorkloads",
            dependencies: [
                .product(name: "ContainerKit", package: "ContainerKit"),
                .product(name: "LayoutSolver", package: "ContainerKit"),
            ],
            path: "Benchmarks/LayoutWorkloads"
        ),
        // The ratio goals of the Auto Layout issue, measured in one run; exits 1 when one is
        // missed (`swift run -c release LayoutRatios`, run by .ci/run; see BENCHMARKS.md). Not
        // in a folder directly under Benchmarks/, where the benchmark plugin would take it for
        // a benchmark executable.
        .executableTarget(
            name: "LayoutRatios",
            dependencies: [
                "LayoutWorkloads",
                .product(name: "ContainerKit", package: "ContainerKit"),
                .product(name: "LayoutSolver", package: "ContainerKit"),
            ],
            path: "Benchmarks/Tools/LayoutRatios"
        ),
    ],
    swiftLanguageModes: [.v6]
)
