import Domain

/// How a user's removal waiting in the outbox keeps its handover: in the entry's `record` column
/// (a removal has no record of its own), as `refuse`, `release` or `reassign 7`.
enum OutboxHandover {
    static func text(_ handover: ItemHandover) -> String {
        switch handover {
        case .refuse: "refuse"
        case .release: "release"
        case .reassign(let heir): "reassign \(heir.rawValue)"
        }
    }

    /// The handover `text(_:)` wrote; refusing, for text it did not write (the safe reading).
    static func handover(from text: String?) -> ItemHandover {
        switch text?.split(separator: " ") {
        case ["release"]?: return .release
        case let parts? where parts.count == 2 && parts[0] == "reassign":
            return Int(parts[1]).flatMap(User.ID.init(rawValue:)).map { .reassign(to: $0) } ?? .refuse
        default: return .refuse
        }
    }
}
