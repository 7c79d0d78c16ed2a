internal import CSQLite

/// The constraint failures SQLite reports, as the store turns them into domain errors.
enum SQLiteConstraint {
    /// The constraint `error` broke, if it is a constraint failure.
    static func violation(in error: any Error) -> SQLConstraintViolation? {
        guard case .sqlite(let code, let message) = error as? StoreError else { return nil }
        switch code {
        // SQLITE_CONSTRAINT_PRIMARYKEY
        case extended(6): return .uniqueID
        // SQLITE_CONSTRAINT_UNIQUE: the message names the column ("… failed: users.email").
        case extended(8): return message.hasSuffix("users.email") ? .uniqueEmail : .uniqueID
        // SQLITE_CONSTRAINT_FOREIGNKEY
        case extended(3): return .foreignKey
        default: return nil
        }
    }

    /// The extended codes are C macros Swift does not import: `SQLITE_CONSTRAINT | (n << 8)`.
    private static func extended(_ subcode: Int32) -> Int32 {
        SQLITE_CONSTRAINT | (subcode << 8)
    }
}
