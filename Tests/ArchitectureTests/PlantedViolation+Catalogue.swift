import ArchitectureRules

/// One planted violation per rule (and per layer where the rule differs by layer).
extension PlantedViolation {
    static let domainSource = "Packages/Domain/Sources/Domain/Entities/User.swift"
    static let dataSource = "Packages/Data/Sources/DataLayer/Planted.swift"
    static let presentationSource = "Packages/Presentation/Sources/Presentation/Planted.swift"

    /// Violations found by reading sources.
    static let inSources: [PlantedViolation] = [
        PlantedViolation(
            name: "Domain imports FoundationNetworking", rule: .allowedImports,
            file: domainSource, edit: .prepend("import FoundationNetworking")),
        PlantedViolation(
            name: "Domain imports DataLayer with an attribute", rule: .allowedImports,
            file: domainSource, edit: .prepend("@preconcurrency import DataLayer")),
        PlantedViolation(
            name: "Domain uses FileManager", rule: .forbiddenAPIs,
            file: "Packages/Domain/Sources/Domain/Planted.swift",
            edit: .write(
                "import Foundation\n\nfunc planted() -> Bool { FileManager.default.fileExists(atPath: \"/\") }\n"
            )),
        PlantedViolation(
            name: "Domain uses JSONDecoder", rule: .forbiddenAPIs,
            file: "Packages/Domain/Sources/Domain/Planted.swift",
            edit: .write("import Foundation\n\nlet plantedDecoder = JSONDecoder()\n")),
        PlantedViolation(
            name: "Data imports Presentation", rule: .forbiddenImports,
            file: dataSource, edit: .write("import Presentation\n"),
            support: minimalManifest("Data", module: "DataLayer")),
        PlantedViolation(
            name: "Data imports Presentation with an access level", rule: .forbiddenImports,
            file: dataSource, edit: .write("internal import Presentation\n"),
            support: minimalManifest("Data", module: "DataLayer")),
        PlantedViolation(
            name: "libpq's shim imported outside its store with an access level",
            rule: .enginesInTheirOwnFolder,
            file: "Packages/Data/Sources/DataLayer/Repositories/Planted.swift",
            edit: .write("private import CPostgres\n"),
            support: minimalManifest("Data", module: "DataLayer")),
        PlantedViolation(
            name: "Data imports the CLI", rule: .forbiddenImports,
            file: dataSource, edit: .write("import CrewCLI\n"),
            support: minimalManifest("Data", module: "DataLayer")),
        PlantedViolation(
            name: "libpq's shim imported outside the PostgreSQL store", rule: .enginesInTheirOwnFolder,
            file: "Packages/Data/Sources/DataLayer/Repositories/Planted.swift",
            edit: .write("import CPostgres\n"),
            support: minimalManifest("Data", module: "DataLayer")),
        PlantedViolation(
            name: "SQLite's module imported by the PostgreSQL store", rule: .enginesInTheirOwnFolder,
            file: "Packages/Data/Sources/DataLayer/Local/Postgres/Planted.swift",
            edit: .write("import CSQLite\n"),
            support: minimalManifest("Data", module: "DataLayer")),
        PlantedViolation(
            name: "Presentation imports DataLayer", rule: .allowedImports,
            file: presentationSource, edit: .write("import DataLayer\n"),
            support: minimalManifest("Presentation")),
        PlantedViolation(
            name: "Presentation uses URLSession", rule: .forbiddenAPIs,
            file: presentationSource,
            edit: .write("import Foundation\n\nstruct Planted { let session: URLSession }\n"),
            support: minimalManifest("Presentation")),
        PlantedViolation(
            name: "Presentation uses the @Observable macro", rule: .forbiddenAPIs,
            file: presentationSource, edit: .write("@Observable\nfinal class Planted {}\n"),
            support: minimalManifest("Presentation")),
        PlantedViolation(
            name: "a shared singleton", rule: .noSingletons,
            file: "Packages/Domain/Sources/Domain/Planted.swift",
            edit: .write("struct Planted {\n    static let shared = Planted()\n}\n")),
        PlantedViolation(
            name: "FoundationNetworking in the CLI", rule: .forbiddenImports,
            file: "Apps/CLI/Sources/CrewCLI/Planted.swift", edit: .write("import FoundationNetworking\n")),
        PlantedViolation(
            name: "the terminal's line editing imports the Domain", rule: .partImports,
            file: "Apps/CLI/Sources/Terminal/LineEditing/Planted.swift", edit: .write("import Domain\n")),
        PlantedViolation(
            name: "the terminal's line editing imports the CLI", rule: .partImports,
            file: "Apps/CLI/Sources/Terminal/Planted.swift", edit: .write("@testable import CrewCLI\n")),
        PlantedViolation(
            name: "the command grammar imports the Domain", rule: .partImports,
            file: "Apps/CLI/Sources/CommandGrammar/Parsing/Planted.swift", edit: .write("import Domain\n")),
        PlantedViolation(
            name: "FoundationNetworking in the Data layer", rule: .forbiddenImports,
            file: "Packages/Data/Sources/DataLayer/Planted.swift",
            edit: .write("import FoundationNetworking\n")),
        PlantedViolation(
            name: "a mutable static", rule: .noMutableStatics,
            file: "Packages/Domain/Sources/Domain/Planted.swift",
            edit: .write("enum Planted {\n    static var counter = 0\n}\n")),
        PlantedViolation(
            name: "a mutable static with a type and an observer", rule: .noMutableStatics,
            file: "Packages/Presentation/Sources/Presentation/Planted.swift",
            edit: .write("enum Planted {\n    static var counter: Int = 0 {\n        didSet {}\n    }\n}\n")),
        PlantedViolation(
            name: "a global variable", rule: .noGlobalMutableState,
            file: "Packages/Domain/Sources/Domain/Planted.swift",
            edit: .write("public var plantedCounter = 0\n")),
        PlantedViolation(
            name: "an @unchecked Sendable class", rule: .noUncheckedSendable,
            file: "Packages/Domain/Sources/Domain/Planted.swift",
            edit: .write("final class Planted: @unchecked Sendable {}\n")),
        PlantedViolation(
            name: "a nonisolated(unsafe) property", rule: .noNonisolatedUnsafe,
            file: "Packages/Domain/Sources/Domain/Planted.swift",
            edit: .write("struct Planted {\n    nonisolated(unsafe) let value: Int\n}\n")),
        PlantedViolation(
            name: "a store constructed outside the composition root", rule: .compositionRootOnly,
            file: dataSource, edit: .write("struct Planted {\n    let store = SQLiteStore(path: \"x\")\n}\n"),
            support: minimalManifest("Data", module: "DataLayer")),
        PlantedViolation(
            name: "an HTTP client constructed outside the composition root", rule: .compositionRootOnly,
            file: "Apps/CLI/Sources/CrewCLI/Commands/Planted.swift",
            edit: .write("let client = URLSessionHTTPClient.init(session: session)\n"),
            support: minimalManifest("CLI", module: "CrewCLI", directory: "Apps/CLI")),
        PlantedViolation(
            name: "a view model action takes a String", rule: .viewModelsTakeDomainValues,
            file: presentationSource,
            edit: .write(
                "public final class PlantedViewModel {\n    public func complete(_ id: String) async {}\n}\n"),
            support: minimalManifest("Presentation")),
        PlantedViolation(
            name: "a view model action takes a String on its second line", rule: .viewModelsTakeDomainValues,
            file: presentationSource,
            edit: .write(
                "public final class PlantedViewModel {\n    public func rename(\n        _ id: Int, to name: String\n    ) async {}\n}\n"
            ),
            support: minimalManifest("Presentation")),
    ]

    /// Violations found by reading manifests through `swift package dump-package`.
    static let inManifests: [PlantedViolation] = [
        PlantedViolation(
            name: "Domain depends on Data", rule: .dependencyGraph,
            file: "Packages/Domain/Package.swift",
            edit: .write(manifest("Domain", dependencies: "[.package(path: \"../Data\")]"))),
        PlantedViolation(
            name: "Presentation depends on Data", rule: .dependencyGraph,
            file: "Packages/Presentation/Package.swift",
            edit: .write(
                manifest(
                    "Presentation",
                    dependencies: "[.package(path: \"../Domain\"), .package(path: \"../Data\")]"))),
        PlantedViolation(
            name: "Domain depends on an outside package", rule: .noOutsidePackages,
            file: "Packages/Domain/Package.swift",
            edit: .write(
                manifest(
                    "Domain",
                    dependencies:
                        "[.package(url: \"https://github.com/apple/swift-collections\", from: \"1.0.0\")]"))),
        PlantedViolation(
            name: "Data's tests link a library of the repository's suites", rule: .dependenciesInsidePackages,
            file: "Packages/Data/Package.swift",
            edit: .write(
                manifest(
                    "Data", module: "DataLayer",
                    dependencies: "[.package(path: \"../Domain\"), .package(path: \"../../Tests\")]",
                    extraTargets:
                        ".testTarget(name: \"DataLayerTests\", dependencies: [.product(name: \"TestSupport\", package: \"Tests\")]),"
                ))),
        PlantedViolation(
            name: "Domain builds in Swift 5 mode", rule: .swift6LanguageMode,
            file: "Packages/Domain/Package.swift",
            edit: .write(manifest("Domain", settings: "[.swiftLanguageMode(.v5)]"))),
        PlantedViolation(
            name: "Domain declares an old tools version", rule: .swift6LanguageMode,
            file: "Packages/Domain/Package.swift",
            edit: .write(
                manifest("Domain").replacingOccurrences(
                    of: "swift-tools-version: 6.0", with: "swift-tools-version: 5.9"
                )
                .replacingOccurrences(of: "platforms: [.macOS(.v15)],", with: ""))),
        PlantedViolation(
            name: "Presentation declares a system library", rule: .systemLibraryPlacement,
            file: "Packages/Presentation/Package.swift",
            edit: .write(
                manifest(
                    "Presentation", extraTargets: ".systemLibrary(name: \"CSQLite\", pkgConfig: \"sqlite3\"),"
                ))),
        PlantedViolation(
            name: "a production target links the Domain's test support", rule: .testSupportOnlyInTests,
            file: "Packages/Presentation/Package.swift",
            edit: .write(
                manifest(
                    "Presentation", dependencies: "[.package(path: \"../Domain\")]",
                    extraTargets:
                        ".target(name: \"Leaky\", dependencies: [.product(name: \"DomainTestSupport\", package: \"Domain\")]),"
                ))),
    ]

    static func minimalManifest(_ package: String, module: String? = nil, directory: String? = nil)
        -> [String: String]
    {
        [
            "\(directory ?? "Packages/\(package)")/Package.swift": manifest(
                package, module: module,
                dependencies: package == "Domain" ? "[]" : "[.package(path: \"../Domain\")]")
        ]
    }

    static func manifest(
        _ package: String, module: String? = nil, dependencies: String = "[]", settings: String = "[]",
        extraTargets: String = ""
    ) -> String {
        """
        // swift-tools-version: 6.0
        import PackageDescription

        let package = Package(
            name: "\(package)",
            platforms: [.macOS(.v15)],
            dependencies: \(dependencies),
            targets: [
                \(extraTargets)
                .target(name: "\(module ?? package)", swiftSettings: \(settings)),
            ]
        )

        """
    }
}
