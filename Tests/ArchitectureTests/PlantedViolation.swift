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
