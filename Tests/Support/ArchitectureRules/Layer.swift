/// A package of the monorepo and what it may depend on: DESIGN.md §1 as data.
public struct Layer: Sendable, Hashable {
    public let name: String
    /// The package folder, relative to the repository root.
    public let directory: String
    /// Identities (lower-cased folder names) of the local packages it may depend on.
    public let allowedPackageDependencies: Set<String>
    /// When set, the only modules its sources may import.
    public let allowedImports: Set<String>?
    public let forbiddenImports: Set<String>
    /// Identifiers its sources must not use, with the reason shown in a violation.
    public let forbiddenAPIs: [String: String]
    public let mayDeclareSystemLibraries: Bool
    /// Modules only the files under one folder of the package may import (the C shims of the
    /// database and network engines), so each engine stays behind its own store or client.
    public var confinedImports: [String: String] = [:]
    /// The parts of the package (a target's folder) that may import only these modules, so a
    /// part that knows nothing of crew (the terminal's line editing) stays that way.
    public var partImports: [String: Set<String>] = [:]

    /// Whether a module is a test-support library (`DomainTestSupport`): test targets only, and
    /// not production code, so its sources are not held to the layer's production rules.
    public static func isTestSupport(_ module: String) -> Bool {
        module.hasSuffix("TestSupport")
    }

    public var packageIdentity: String {
        directory.split(separator: "/").last.map { $0.lowercased() } ?? directory
    }
}

extension Layer {
    public static let domain = Layer(
        name: "Domain",
        directory: "Packages/Domain",
        allowedPackageDependencies: [],
        // Foundation's value types: FoundationEssentials on Linux (see the sources' imports); the
        // standard library by name too (its Unicode normalization, which `FoldedText` folds with).
        allowedImports: ["Swift", "Foundation", "FoundationEssentials"],
        forbiddenImports: [],
        forbiddenAPIs: [
            "URLSession": "networking belongs to the Data layer",
            "FileManager": "the file system belongs to the Data layer",
            "JSONDecoder": "wire formats belong to the Data layer",
            "JSONEncoder": "wire formats belong to the Data layer",
            "ProcessInfo": "the environment is read by the composition root",
            "DispatchQueue": "the domain uses Swift concurrency, not Dispatch",
            "sqlite3_open_v2": "SQLite belongs to the Data layer",
        ],
        mayDeclareSystemLibraries: false
    )

    public static let data = Layer(
        name: "Data",
        directory: "Packages/Data",
        allowedPackageDependencies: ["domain"],
        allowedImports: nil,
        // FoundationNetworking loads libcurl and its libraries at every start: the transport opens
        // libcurl itself, on the first request.
        forbiddenImports: ["Presentation", "CrewCLI", "FoundationNetworking"],
        forbiddenAPIs: [:],
        mayDeclareSystemLibraries: true,
        confinedImports: [
            "CSQLite": "Packages/Data/Sources/DataLayer/Local/SQLite/",
            "CPostgres": "Packages/Data/Sources/DataLayer/Local/Postgres/",
            "CCurl": "Packages/Data/Sources/DataLayer/Remote/HTTP/",
        ]
    )

    public static let presentation = Layer(
        name: "Presentation",
        directory: "Packages/Presentation",
        allowedPackageDependencies: ["domain"],
        allowedImports: ["Domain", "Foundation", "FoundationEssentials"],
        forbiddenImports: [],
        forbiddenAPIs: [
            "URLSession": "networking belongs to the Data layer",
            "FileManager": "the file system belongs to the Data layer",
            "sqlite3_open_v2": "SQLite belongs to the Data layer",
            "Observable": "view models use crew's own observation hook, not the @Observable macro",
        ],
        mayDeclareSystemLibraries: false
    )

    public static let cli = Layer(
        name: "CLI",
        directory: "Apps/CLI",
        allowedPackageDependencies: ["domain", "data", "presentation"],
        allowedImports: nil,
        forbiddenImports: ["FoundationNetworking"],
        forbiddenAPIs: [:],
        mayDeclareSystemLibraries: false,
        partImports: [
            // The line editor, the raw terminal and text widths: the C library, Dispatch, and the
            // standard library's Synchronization (a signal handler reads what the editor wants).
            "Apps/CLI/Sources/Terminal/": ["Swift", "Glibc", "Darwin", "Dispatch", "Synchronization"],
            // The command tree's grammar: parsing, help, the manual, completion scripts. No Domain:
            // values are read by the app's conformances, against the app's context.
            "Apps/CLI/Sources/CommandGrammar/": ["Swift", "Glibc", "Darwin"],
        ]
    )

    /// Every layer, inner first.
    public static let all: [Layer] = [.domain, .data, .presentation, .cli]
}
