import ArchitectureRules
import Testing

/// A deliberate breach of one rule, planted in a copy of the tree to prove the rule can fail.
struct PlantedViolation: Sendable, CustomTestStringConvertible {
    enum Edit: Sendable {
        case prepend(String)
        case write(String)
    }

    let name: String
    let rule: Rule
    let file: String
    let edit: Edit
    /// Files the plant needs besides `file`, such as a manifest for a layer not built yet.
    var support: [String: String] = [:]

    var testDescription: String { name }

    /// The layers whose files the plant writes: the only ones whose violations it can change,
    /// since every rule reads one file (or one manifest) at a time.
    var layers: [Layer] {
        let paths = [file] + support.keys
        return Layer.all.filter { layer in paths.contains { $0.hasPrefix(layer.directory + "/") } }
    }

    func plant(in tree: RepositoryTree) throws {
        for (path, contents) in support.sorted(by: { $0.key < $1.key }) {
            try tree.write(contents, to: path)
        }
        switch edit {
        case .prepend(let line): try tree.prepend(line, to: file)
        case .write(let contents): try tree.write(contents, to: file)
        }
    }
}
