// swift-tools-version: 6.0
import PackageDescription

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
        .package(path: "../Domain")
    ],
    targets: [
        .systemLibrary(
            name: "CSQLite",
            pkgConfig: "sqlite3",
            providers: [.apt(["libsqlite3-dev"]), .brew(["sqlite"])]
        ),
        .target(
            name: "DataLayer",
            dependencies: [.product(name: "Domain", package: "Domain"), "CSQLite"]
        ),
        .testTarget(name: "DataLayerTests", dependencies: ["DataLayer"]),
    ]
)
