// swift-tools-version: 6.0
import PackageDescription

/// The cross-package suites. They read the other packages from disk (manifests, sources, the
/// built `crew` binary) rather than linking them, so the rules are checked the way a reviewer
/// would check them, and a broken layer cannot hide behind its own build.
let package = Package(
    name: "RepoTests",
    platforms: [.macOS(.v15)],
    dependencies: [
        // Only the Data package's test tools (a child process, a throwaway PostgreSQL cluster, a
        // small disk) and its model of crew, which depend on nothing: no layer is linked here.
        .package(path: "../Packages/Data")
    ],
    targets: [
        .target(
            name: "ArchitectureRules", dependencies: [.product(name: "DataTestSupport", package: "Data")],
            path: "Support/ArchitectureRules"),
        .testTarget(
            name: "ArchitectureTests", dependencies: ["ArchitectureRules"], path: "ArchitectureTests"),
        .testTarget(
            name: "EndToEndTests",
            dependencies: [
                .product(name: "DataTestSupport", package: "Data"),
                // The model of crew the processes are checked against: plain Swift, no layer.
                .product(name: "CrewModel", package: "Data"),
            ],
            path: "EndToEndTests"),
    ]
)
