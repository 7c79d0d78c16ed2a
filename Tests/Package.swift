// swift-tools-version: 6.0
import PackageDescription

/// The cross-package suites. They read the other packages from disk (manifests, sources, the
/// built `crew` binary) rather than linking them, so the rules are checked the way a reviewer
/// would check them, and a broken layer cannot hide behind its own build.
let package = Package(
    name: "RepoTests",
    platforms: [.macOS(.v15)],
    products: [
        // The test tools more than one suite needs (a read-only folder, a small disk, a child
        // process): the Data layer's suite links them from here rather than keep a copy.
        .library(name: "TestSupport", targets: ["TestSupport"])
    ],
    targets: [
        .target(name: "TestSupport", path: "Support/TestSupport"),
        .target(name: "ArchitectureRules", dependencies: ["TestSupport"], path: "Support/ArchitectureRules"),
        .testTarget(
            name: "ArchitectureTests", dependencies: ["ArchitectureRules"], path: "ArchitectureTests"),
        .testTarget(name: "EndToEndTests", dependencies: ["TestSupport"], path: "EndToEndTests"),
    ]
)
