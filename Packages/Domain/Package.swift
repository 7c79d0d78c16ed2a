// swift-tools-version: 6.0
import PackageDescription

/// Every Swift target: async functions that are not isolated run where they are called (SE-0461),
/// so a use case called from the main actor does not hop to another thread and back for every
/// page. One setting for all targets, test doubles included, so that every conformance agrees.
let swiftSettings: [SwiftSetting] = [.enableUpcomingFeature("NonisolatedNonsendingByDefault")]

/// The heart of crew: entities, values with their invariants, ports and use cases.
/// It depends on nothing but the standard library and Foundation's value types.
let package = Package(
    name: "Domain",
    platforms: [.macOS(.v15)],
    products: [
        .library(name: "Domain", targets: ["Domain"]),
        // The in-memory repositories and fixtures every suite above the Domain tests with: one
        // reference, held to the Domain's own definitions. Test targets only.
        .library(name: "DomainTestSupport", targets: ["DomainTestSupport"]),
    ],
    targets: [
        .target(name: "Domain", swiftSettings: swiftSettings),
        .target(name: "DomainTestSupport", dependencies: ["Domain"], swiftSettings: swiftSettings),
        .testTarget(
            name: "DomainTests", dependencies: ["Domain", "DomainTestSupport"], swiftSettings: swiftSettings),
    ]
)
