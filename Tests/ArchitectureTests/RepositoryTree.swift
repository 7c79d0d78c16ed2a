import Foundation

/// The repository under test: the real checkout, or a temporary copy of its packages
/// (manifests and sources only) in which a test plants a violation.
final class RepositoryTree {
    let root: URL
    private let isTemporary: Bool

    /// The checkout this test file belongs to (Tests/ArchitectureTests/ is two levels down).
    static func checkout(filePath: String = #filePath) -> URL {
        URL(fileURLWithPath: filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
    }

    private init(root: URL, isTemporary: Bool) {
        self.root = root
        self.isTemporary = isTemporary
    }

    static func real() -> RepositoryTree { RepositoryTree(root: checkout(), isTemporary: false) }

    /// A fresh copy of every package's `Package.swift` and `Sources/`, never its `.build`;
    /// with `only`, of those packages alone (a test that reads one layer copies one layer: making
    /// thousands of files is most of what these tests would otherwise spend).
    static func copy(only: [String]? = nil) throws -> RepositoryTree {
        let fileManager = FileManager.default
        let source = checkout()
        let destination = fileManager.temporaryDirectory.appendingPathComponent(
            "crew-arch-\(UUID().uuidString)")
        for group in ["Packages", "Apps"] {
            let groupURL = source.appendingPathComponent(group)
            let packages = (try? fileManager.contentsOfDirectory(atPath: groupURL.path)) ?? []
            for package in packages where only.map({ $0.contains("\(group)/\(package)") }) ?? true {
                let from = groupURL.appendingPathComponent(package)
                let to = destination.appendingPathComponent("\(group)/\(package)")
                try fileManager.createDirectory(at: to, withIntermediateDirectories: true)
                for entry in ["Package.swift", "Sources"]
                where fileManager.fileExists(atPath: from.appendingPathComponent(entry).path) {
                    try fileManager.copyItem(
                        at: from.appendingPathComponent(entry), to: to.appendingPathComponent(entry))
                }
            }
        }
        return RepositoryTree(root: destination, isTemporary: true)
    }

    /// Writes `contents` at `path` (relative to the root), creating folders as needed.
    func write(_ contents: String, to path: String) throws {
        let url = root.appendingPathComponent(path)
        try FileManager.default.createDirectory(
            at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try contents.write(to: url, atomically: true, encoding: .utf8)
    }

    /// Puts `line` at the top of an existing file.
    func prepend(_ line: String, to path: String) throws {
        let url = root.appendingPathComponent(path)
        let existing = try String(contentsOf: url, encoding: .utf8)
        try (line + "\n" + existing).write(to: url, atomically: true, encoding: .utf8)
    }

    deinit {
        if isTemporary { try? FileManager.default.removeItem(at: root) }
    }
}
