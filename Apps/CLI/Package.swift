// swift-tools-version: 6.0
import PackageDescription

/// The crew command-line app: `CrewCLI` holds the composition root, the argument parser, the
/// commands and the renderers; the `crew` executable only calls into it.
let package = Package(
    name: "CLI",
    platforms: [.macOS(.v15)],
    products: [
        .executable(name: "crew", targets: ["crew"]),
        .library(name: "CrewCLI", targets: ["CrewCLI"]),
    ],
    dependencies: [
        .package(path: "../../Packages/Domain"),
        .package(path: "../../Packages/Data"),
        .package(path: "../../Packages/Presentation"),
    ],
    targets: [
        .target(
            name: "CrewCLI",
            dependencies: [
                .product(name: "Domain", package: "Domain"),
                .product(name: "DataLayer", package: "Data"),
                .product(name: "Presentation", package: "Presentation"),
            ]
        ),
        .executableTarget(name: "crew", dependencies: ["CrewCLI"]),
        .testTarget(name: "CrewCLITests", dependencies: ["CrewCLI"], exclude: ["__Snapshots__"]),
    ]
)
