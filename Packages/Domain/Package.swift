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
