import Domain

/// An item's fields as a change names them ("edited (due, tags)"), in the order `--json` writes
/// them. Completing is one field: it sets the completion time with `done`, reopening clears it.
enum ItemField: String, CaseIterable {
    case name
    case done
    case owner
    case due
    case priority
    case tags
    case every
    case notes

    /// The fields that differ between two images of an item.
    static func changed(from before: Item, to after: Item) -> [ItemField] {
        allCases.filter { field in
            switch field {
            case .name: before.name != after.name
            case .done: before.isCompleted != after.isCompleted || before.completedAt != after.completedAt
            case .owner: before.ownerID != after.ownerID
            case .due: before.due != after.due
            case .priority: before.priority != after.priority
            case .tags: before.tags != after.tags
            case .every: before.every != after.every
            case .notes: before.notes != after.notes
            }
        }
    }
}
