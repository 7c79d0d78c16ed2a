import CSQLite

/// The constraint failures the store turns into domain errors.
enum SQLiteConstraint {
    case unique
    case foreignKey

    /// The constraint `error` broke, if it is a constraint failure.
    init?(_ error: any Error) {
        guard case .sqlite(let code, _) = error as? StoreError else { return nil }
        switch code {
        case Self.extended(8), Self.extended(6): self = .unique  // SQLITE_CONSTRAINT_UNIQUE, _PRIMARYKEY
        case Self.extended(3): self = .foreignKey  // SQLITE_CONSTRAINT_FOREIGNKEY
        default: return nil
        }
    }

    /// The extended codes are C macros Swift does not import: `SQLITE_CONSTRAINT | (n << 8)`.
    private static func extended(_ subcode: Int32) -> Int32 {
        SQLITE_CONSTRAINT | (subcode << 8)
    }
}
