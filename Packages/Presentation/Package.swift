// swift-tools-version: 6.0
import PackageDescription

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
        .target(name: "Presentation", dependencies: [.product(name: "Domain", package: "Domain")]),
        .testTarget(name: "PresentationTests", dependencies: ["Presentation"]),
    ]
)
