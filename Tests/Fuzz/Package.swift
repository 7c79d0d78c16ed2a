// swift-tools-version: 6.0
import PackageDescription

/// libFuzzer targets over crew's parsers, values and stores (`make fuzz`). Built apart from the
/// other packages, with `-sanitize=fuzzer,address`, so that every layer below is instrumented.
let package = Package(
    name: "Fuzz",
    platforms: [.macOS(.v15)],
    dependencies: [
        .package(path: "../../Packages/Domain"),
        .package(path: "../../Packages/Data"),
        .package(path: "../../Apps/CLI"),
    ],
    targets: [
        .target(name: "FuzzDriver", path: "Targets/FuzzDriver"),
        .target(name: "FuzzSupport", dependencies: ["FuzzDriver"], path: "Targets/FuzzSupport"),
        .executableTarget(
            name: "FuzzArguments",
            dependencies: [
                "FuzzSupport", .product(name: "CrewCLI", package: "CLI"),
                .product(name: "CommandGrammar", package: "CLI"),
            ],
            path: "Targets/FuzzArguments"),
        .executableTarget(
            name: "FuzzImport",
            dependencies: [
                "FuzzSupport", .product(name: "CrewCLI", package: "CLI"),
                .product(name: "DataLayer", package: "Data"),
            ],
            path: "Targets/FuzzImport"),
        .executableTarget(
            name: "FuzzRemote",
            dependencies: ["FuzzSupport", .product(name: "DataLayer", package: "Data")],
            path: "Targets/FuzzRemote"),
        .executableTarget(
            name: "FuzzValues",
            dependencies: ["FuzzSupport", .product(name: "Domain", package: "Domain")],
            path: "Targets/FuzzValues"),
        .executableTarget(
            name: "FuzzCompletion",
            dependencies: [
                "FuzzSupport", .product(name: "CrewCLI", package: "CLI"),
                .product(name: "Domain", package: "Domain"),
            ],
            path: "Targets/FuzzCompletion"),
        .executableTarget(
            name: "FuzzRedaction",
            dependencies: ["FuzzSupport", .product(name: "DataLayer", package: "Data")],
            path: "Targets/FuzzRedaction"),
        .executableTarget(
            name: "FuzzConfig",
            dependencies: [
                "FuzzSupport", .product(name: "CrewCLI", package: "CLI"),
                .product(name: "CommandGrammar", package: "CLI"),
            ],
            path: "Targets/FuzzConfig"),
        .executableTarget(
            name: "FuzzStore",
            dependencies: [
                "FuzzSupport", .product(name: "DataLayer", package: "Data"),
                .product(name: "Domain", package: "Domain"),
            ],
            path: "Targets/FuzzStore"),
        .executableTarget(
            name: "FuzzFrame",
            dependencies: ["FuzzSupport", .product(name: "Terminal", package: "CLI")],
            path: "Targets/FuzzFrame"),
        .executableTarget(
            name: "FuzzConfigPath",
            dependencies: [
                "FuzzSupport", .product(name: "CrewCLI", package: "CLI"),
                .product(name: "CommandGrammar", package: "CLI"),
            ],
            path: "Targets/FuzzConfigPath"),
    ]
)
