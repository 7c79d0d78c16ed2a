import Foundation

/// Checks a copy of the repository (the real one, or a planted one in a test) against the
/// dependency rule of DESIGN.md §1 and the concurrency and composition standards.
public struct ArchitectureChecker: Sendable {
    public let root: URL
    public let layers: [Layer]
    /// Files (relative to the root, as prefixes) where concrete types may be constructed.
    public let compositionRoot: String
    /// Concrete types that only the composition root may construct.
    public let concreteTypes: [String]

    public init(
        root: URL,
        layers: [Layer] = Layer.all,
        compositionRoot: String = "Apps/CLI/Sources/CrewCLI/Composition/",
        concreteTypes: [String] = ArchitectureChecker.defaultConcreteTypes
    ) {
        self.root = root
        self.layers = layers
        self.compositionRoot = compositionRoot
        self.concreteTypes = concreteTypes
    }

    public static let defaultConcreteTypes = [
        "SQLiteStore", "InMemoryStore", "URLSessionHTTPClient", "URLSession", "AuthorizedHTTPClient",
        "LocalUserRepository", "LocalItemRepository", "RemoteUserRepository", "RemoteItemRepository",
        "RemoteUserDataSource", "RemoteItemDataSource", "RemoteCacheSynchronizer",
    ]

    /// Layers whose package exists in this tree; later layers are skipped until they are built.
    public var presentLayers: [Layer] {
        layers.filter {
            FileManager.default.fileExists(
                atPath: root.appendingPathComponent("\($0.directory)/Package.swift").path)
        }
    }

    /// `only`: the layers to read (reading a manifest runs the Swift compiler, so a test about
    /// one package reads just that one); all present layers by default.
    public func manifestViolations(only: [Layer]? = nil) throws -> [Violation] {
        try presentLayers.filter { layer in only.map { $0.contains(layer) } ?? true }.flatMap { layer in
            ManifestRules(layer: layer).violations(
                in: try PackageManifest.read(packageAt: root.appendingPathComponent(layer.directory)),
                file: "\(layer.directory)/Package.swift"
            )
        }
    }

    /// `only`: the layers to read (every rule reads one file at a time, so a file outside them
    /// cannot gain or lose a violation when a test plants one inside); all present layers by default.
    public func sourceViolations(only: [Layer]? = nil) throws -> [Violation] {
        try presentLayers.filter { layer in only.map { $0.contains(layer) } ?? true }.flatMap { layer in
            let rules = SourceRules(
                layer: layer, compositionRoot: compositionRoot, concreteTypes: concreteTypes)
            return try productionSources(of: layer).flatMap(rules.violations(in:))
        }
    }

    /// Every `.swift` file under the layer's `Sources/`, with paths relative to the root, but for
    /// test-support libraries (`Sources/DomainTestSupport/`), which only test targets link.
    public func productionSources(of layer: Layer) throws -> [SwiftSource] {
        let sources = root.appendingPathComponent("\(layer.directory)/Sources")
        guard let enumerator = FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil)
        else {
            return []
        }
        let rootPath = root.standardizedFileURL.path + "/"
        return try enumerator.compactMap { $0 as? URL }
            .filter { $0.pathExtension == "swift" }
            .filter { url in !url.pathComponents.contains(where: Layer.isTestSupport) }
            .sorted { $0.path < $1.path }
            .map { url in
                let relative = url.standardizedFileURL.path.replacingOccurrences(of: rootPath, with: "")
                return SwiftSource(path: relative, text: try String(contentsOf: url, encoding: .utf8))
            }
    }
}
