// swift-tools-version: 6.0
import PackageDescription

/// Every Swift target: async functions that are not isolated run where they are called (SE-0461),
/// so a use case called from the main actor does not hop to another thread and back for every
/// page. One setting for all targets, test doubles included, so that every conformance agrees.
let swiftSettings: [SwiftSetting] = [.enableUpcomingFeature("NonisolatedNonsendingByDefault")]

/// The Data layer: DTOs in the remote's shape, the HTTP client and its mappers, the SQLite and
/// in-memory stores, the cache policy, and the repositories that implement the Domain's ports.
/// The folder and package are "Data"; the module is `DataLayer` because a module named `Data`
/// would be shadowed by `Foundation.Data`.
let package = Package(
    name: "Data",
    platforms: [.macOS(.v15)],
    products: [
        .library(name: "DataLayer", targets: ["DataLayer"])
    ],
    dependencies: [
        .package(path: "../Domain"),
        // Test tools shared with the cross-package suites; the test target alone links them.
        .package(path: "../../Tests"),
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
        .testTarget(
            name: "DataLayerTests",
            dependencies: [
                "DataLayer", .product(name: "DomainTestSupport", package: "Domain"),
                .product(name: "TestSupport", package: "Tests"),
            ],
            swiftSettings: swiftSettings),
    ]
)
