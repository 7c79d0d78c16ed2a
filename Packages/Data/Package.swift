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

/// The Data layer: DTOs in the remote's shape, the HTTP client and its mappers, the SQLite and
/// in-memory stores, the cache policy, and the repositories that implement the Domain's ports.
/// The folder and package are "Data"; the module is `DataLayer` because a module named `Data`
/// would be shadowed by `Foundation.Data`.
let package = Package(
    name: "Data",
    platforms: [.macOS(.v15)],
    products: [
        .library(name: "DataLayer", targets: ["DataLayer"]),
        // Tools for processes, file systems and PostgreSQL that the Data suite and the
        // cross-package suites share (a throwaway cluster, a read-only folder, a small disk, a
        // child process). Test targets only; it depends on nothing.
        .library(name: "DataTestSupport", targets: ["DataTestSupport"]),
        // A model of crew in plain Swift, its command generator and shrinker: the oracle the
        // model-based suites (the Data suite's `CrewModelTests`, the cross-package suite's processes) check
        // crew against. Test targets only; it depends on nothing.
        .library(name: "CrewModel", targets: ["CrewModel"]),
    ],
    dependencies: [
        .package(path: "../Domain")
    ],
    targets: [
        .systemLibrary(
            name: "CSQLite",
            pkgConfig: "sqlite3",
            providers: [.apt(["libsqlite3-dev"]), .brew(["sqlite"])]
        ),
        // libcurl, opened with dlopen on the first request: nothing links against it.
        .target(name: "CCurl"),
        // libpq, opened with dlopen when a PostgreSQL store is first opened: nothing links against it.
        .target(name: "CPostgres"),
        .target(
            name: "DataLayer",
            dependencies: [.product(name: "Domain", package: "Domain"), "CSQLite", "CCurl", "CPostgres"],
            swiftSettings: swiftSettings
        ),
        .target(name: "DataTestSupport"),
        .target(name: "CrewModel"),
        .testTarget(
            name: "DataLayerTests",
            dependencies: [
                "DataLayer", "DataTestSupport", "CrewModel",
                .product(name: "DomainTestSupport", package: "Domain"),
            ],
            swiftSettings: swiftSettings),
    ]
)
