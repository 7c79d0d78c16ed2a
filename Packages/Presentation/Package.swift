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

/// The Presentation layer: view models as plain `@MainActor` classes, each with one `Equatable`
/// state of display-ready strings and its own observation hook. It knows the Domain only.
let package = Package(
    name: "Presentation",
    platforms: [.macOS(.v15)],
    products: [
        .library(name: "Presentation", targets: ["Presentation"])
    ],
    dependencies: [
        .package(path: "../Domain")
    ],
    targets: [
        .target(
            name: "Presentation", dependencies: [.product(name: "Domain", package: "Domain")],
            swiftSettings: swiftSettings),
        .testTarget(
            name: "PresentationTests",
            dependencies: ["Presentation", .product(name: "DomainTestSupport", package: "Domain")],
            swiftSettings: swiftSettings),
    ]
)
