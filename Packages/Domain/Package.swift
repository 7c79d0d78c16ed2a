// swift-tools-version: 6.0
import PackageDescription

/// The heart of crew: entities, values with their invariants, ports and use cases.
/// It depends on nothing but the standard library and Foundation's value types.
let package = Package(
    name: "Domain",
    platforms: [.macOS(.v15)],
    products: [
        .library(name: "Domain", targets: ["Domain"])
    ],
    targets: [
        .target(name: "Domain"),
        .testTarget(name: "DomainTests", dependencies: ["Domain"]),
    ]
)
