import Domain

/// How a person repairs a stored record that breaks a Domain rule, as a command to type. A
/// damaged name is repaired by renaming; notes another tool wrote (an empty one, more than an
/// item keeps) cannot be reached through crew, so the way out is removing the item.
enum RepairText {
    /// "Rename it (crew items rename 2 NAME) or remove it."; a damaged field another edit can
    /// clear says that edit ("Clear it (crew items edit 2 --no-due) or remove it.").
    static func item(_ id: Item.ID, _ problem: ValidationError) -> String {
        switch problem.field {
        case .notes, .note: "Remove it (crew items remove \(id)) or fix its notes with another tool."
        case .itemName: "Rename it (crew items rename \(id) NAME) or remove it."
        default:
            clearing(problem.field).map { "Clear it (crew items edit \(id) \($0)) or remove it." }
                ?? "Remove it (crew items remove \(id)) or fix it with another tool."
        }
    }

    /// The command that repairs item `id`: "crew items rename 2 NAME".
    static func itemCommand(_ id: Item.ID, _ problem: ValidationError) -> String {
        switch problem.field {
        case .itemName: "crew items rename \(id) NAME"
        default: clearing(problem.field).map { "crew items edit \(id) \($0)" } ?? "crew items remove \(id)"
        }
    }

    /// The edit option that takes a damaged field's value away, where there is one.
    private static func clearing(_ field: ValidationError.Field) -> String? {
        switch field {
        case .dueDate: "--no-due"
        case .priority: "--no-priority"
        case .recurrence: "--no-every"
        case Estimate.field: "--no-estimate"
        default: nil
        }
    }

    /// "Remove it (crew users remove 4) or fix it with another tool."
    static func user(_ id: User.ID) -> String {
        "Remove it (crew users remove \(id)) or fix it with another tool."
    }
}
