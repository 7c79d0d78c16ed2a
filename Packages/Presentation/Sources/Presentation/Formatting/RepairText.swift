import Domain

/// How a person repairs a stored record that breaks a Domain rule, as a command to type. A
/// damaged name is repaired by renaming; notes another tool wrote (an empty one, more than an
/// item keeps) cannot be reached through crew, so the way out is removing the item.
enum RepairText {
    /// "Rename it (crew items rename 2 NAME) or remove it."
    static func item(_ id: Item.ID, _ problem: ValidationError) -> String {
        problem.field == .notes
            ? "Remove it (crew items remove \(id)) or fix its notes with another tool."
            : "Rename it (crew items rename \(id) NAME) or remove it."
    }

    /// The command that repairs item `id`: "crew items rename 2 NAME".
    static func itemCommand(_ id: Item.ID, _ problem: ValidationError) -> String {
        problem.field == .notes ? "crew items remove \(id)" : "crew items rename \(id) NAME"
    }

    /// "Remove it (crew users remove 4) or fix it with another tool."
    static func user(_ id: User.ID) -> String {
        "Remove it (crew users remove \(id)) or fix it with another tool."
    }
}
