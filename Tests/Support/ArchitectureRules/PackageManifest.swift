import DataTestSupport
import Foundation

/// What the architecture guard needs from a `Package.swift`, read through
/// `swift package dump-package` so that the manifest is evaluated exactly as SwiftPM sees it.
public struct PackageManifest: Sendable {
    public struct Dependency: Sendable {
        public let identity: String
        public let isLocal: Bool
        /// A local dependency's folder, as an absolute path.
        public let path: String?
    }

    public struct Target: Sendable {
        public let name: String
        public let type: String
        public let languageModes: [String]
        public let productPackages: [String]
        /// The products it uses, in the order of `productPackages`.
        public let productNames: [String]
        /// Every module it depends on, by product, target or plain name.
        public let dependencyNames: [String]
    }

    public let toolsVersion: String
    public let dependencies: [Dependency]
    public let targets: [Target]

    public enum ReadError: Error, CustomStringConvertible {
        case dumpFailed(path: String, output: String)
        case unexpectedShape(path: String)

        public var description: String {
            switch self {
            case .dumpFailed(let path, let output): "swift package dump-package failed for \(path): \(output)"
            case .unexpectedShape(let path): "unexpected dump-package output for \(path)"
            }
        }
    }

    public static func read(packageAt directory: URL) throws -> PackageManifest {
        // Spawned without Foundation's Process, which loses children when tests run in parallel.
        let run = try runProgram(
            ["swift", "package", "dump-package", "--package-path", directory.path], input: "",
            environment: CleanEnvironment.forTools())
        guard run.status == 0 else {
            throw ReadError.dumpFailed(path: directory.path, output: run.errors)
        }
        guard let json = try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: Any]
        else {
            throw ReadError.unexpectedShape(path: directory.path)
        }
        return PackageManifest(json: json)
    }

    init(json: [String: Any]) {
        toolsVersion = (json["toolsVersion"] as? [String: Any])?["_version"] as? String ?? "0"
        dependencies = (json["dependencies"] as? [[String: Any]] ?? []).compactMap { entry in
            guard let (kind, value) = entry.first, let details = (value as? [[String: Any]])?.first else {
                return nil
            }
            let identity = details["identity"] as? String ?? "unknown"
            return Dependency(
                identity: identity, isLocal: kind == "fileSystem", path: details["path"] as? String)
        }
        targets = (json["targets"] as? [[String: Any]] ?? []).map { target in
            let settings = target["settings"] as? [[String: Any]] ?? []
            let modes = settings.compactMap { setting -> String? in
                let kind = setting["kind"] as? [String: Any]
                return (kind?["swiftLanguageMode"] as? [String: Any])?["_0"] as? String
            }
            let productEntries = (target["dependencies"] as? [[String: Any]] ?? []).compactMap { dependency in
                dependency["product"] as? [Any]
            }
            let products = productEntries.map { $0.dropFirst().first as? String ?? "?" }
            let names = (target["dependencies"] as? [[String: Any]] ?? []).compactMap { dependency in
                dependency.values.compactMap { ($0 as? [Any])?.first as? String }.first
            }
            return Target(
                name: target["name"] as? String ?? "?",
                type: target["type"] as? String ?? "?",
                languageModes: modes,
                productPackages: products.map { $0.lowercased() },
                productNames: productEntries.map { $0.first as? String ?? "?" },
                dependencyNames: names
            )
        }
    }
}
