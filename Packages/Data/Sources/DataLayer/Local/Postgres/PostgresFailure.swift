/// A statement the server refused, with what the store needs to tell a person why: the
/// SQLSTATE (`23505`, a unique value taken) and the constraint it names.
struct PostgresFailure: Error, Equatable {
    let sqlState: String
    let message: String
    let constraint: String?

    /// The transaction lost a race with another one (a serialization failure or a deadlock)
    /// and may simply run again.
    var isRetryable: Bool { sqlState == "40001" || sqlState == "40P01" }

    var isUniqueViolation: Bool { sqlState == "23505" }
    /// A lock was not granted within `lock_timeout`: another writer held the store too long.
    var isLockTimeout: Bool { sqlState == "55P03" }

    /// `failure` as a lost race (a serialization failure), so that the change runs again and
    /// sees what the other client wrote.
    static func raced(_ failure: PostgresFailure) -> PostgresFailure {
        PostgresFailure(sqlState: "40001", message: failure.message, constraint: failure.constraint)
    }
    var isForeignKeyViolation: Bool { sqlState == "23503" }

    /// What a person reads, as `StoreError.server` says it.
    var storeError: StoreError {
        isLockTimeout ? .busy : .server(code: sqlState, message: message)
    }
}
