// swift-tools-version: 6.0
import PackageDescription

/// Every Swift target: async functions that are not isolated run where they are called (SE-0461),
/// so a use case called from the main actor does not hop to another thread and back for every
/// page. One setting for all targets, test doubles included, so that every conformance agrees.
///
/// An optimized build keeps every hop back to the caller's executor: Swift 6.3's hop optimizer
/// drops the hop before a `throw` in such a function (swiftlang/swift#88259, fixed by #88285
/// after 6.3), so an error from a store working on its own queue (the screen's) came back to a
/// main-actor view model on the store's thread, and `crew ui` stopped on the isolation check
/// (SIGILL) opening a damaged item. Debug builds do not run the pass; a redundant hop costs a
/// check of the current executor.
let swiftSettings: [SwiftSetting] = [
    .enableUpcomingFeature("NonisolatedNonsendingByDefault"),
    .unsafeFlags(["-Xllvm", "-sil-disable-pass=optimize-hop-to-executor"], .when(configuration: .release)),
]

/// The crew command-line app, in parts: `Terminal` reads lines at a terminal (the line editor
/// over a key source and a raw terminal, its history) and measures text on it, knowing nothing of
/// crew; `CommandGrammar` is the command tree's grammar (declarations, the parser, help, the
/// manual, completion scripts), with no Domain import; `CrewCLI` holds the composition root, the
/// commands (their values read with the Domain's rules), the renderers and the shell; the `crew`
/// executable only calls into it.
let package = Package(
    name: "CLI",
    platforms: [.macOS(.v15)],
    products: [
        .executable(name: "crew", targets: ["crew"]),
        .library(name: "CrewCLI", targets: ["CrewCLI"]),
        // The grammar is public for the fuzz targets, which parse command lines from another package.
        .library(name: "CommandGrammar", targets: ["CommandGrammar"]),
        // The frame writer too: a fuzz target draws random bytes with it.
        .library(name: "Terminal", targets: ["Terminal"]),
    ],
    dependencies: [
        .package(path: "../../Packages/Domain"),
        .package(path: "../../Packages/Data"),
        .package(path: "../../Packages/Presentation"),
    ],
    targets: [
        .target(name: "Terminal", swiftSettings: swiftSettings),
        .target(name: "CommandGrammar", swiftSettings: swiftSettings),
        .target(
            name: "CrewCLI",
            dependencies: [
                "Terminal", "CommandGrammar",
                .product(name: "Domain", package: "Domain"),
                .product(name: "DataLayer", package: "Data"),
                .product(name: "Presentation", package: "Presentation"),
            ],
            swiftSettings: swiftSettings
        ),
        .executableTarget(name: "crew", dependencies: ["CrewCLI"], swiftSettings: swiftSettings),
        .testTarget(name: "TerminalTests", dependencies: ["Terminal"], swiftSettings: swiftSettings),
        .testTarget(
            name: "CommandGrammarTests", dependencies: ["CommandGrammar"], swiftSettings: swiftSettings),
        .testTarget(
            name: "CrewCLITests",
            dependencies: [
                "CrewCLI", "CommandGrammar", "Terminal",
                .product(name: "DomainTestSupport", package: "Domain"),
            ],
            exclude: ["__Snapshots__"], swiftSettings: swiftSettings),
    ]
)
