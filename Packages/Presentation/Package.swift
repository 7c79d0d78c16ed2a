// swift-tools-version: 6.0
import PackageDescription

/// Every Swift target: async functions that are not isolated run where they are called (SE-0461),
/// so a use case called from the main actor does not hop to another thread and back for every
/// page. One setting for all targets, test doubles included, so that every conformance agrees.
let swiftSettings: [SwiftSetting] = [.enableUpcomingFeature("NonisolatedNonsendingByDefault")]

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
