import Domain

extension FindUser {
    /// The id of the user a person named (by id, e-mail or the start of a name). An id is taken
    /// as it is: the use case it goes to checks it.
    func id(for reference: UserReference) async throws -> User.ID {
        if case .id(let id) = reference { return id }
        return try await execute(reference).id
    }
}
