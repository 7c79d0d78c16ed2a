import Domain

/// Users on the server, as the outbox sends them (`OutboxSender+Rules`): at `/users/{id}`.
extension RemoteUserDataSource: RemoteRecords {
    static func location(of user: User) -> Endpoint { .user(user.id) }
    static func removal(of user: User) -> Endpoint { .deleteUser(user.id) }
    static func record(from body: UserDTO) throws -> User { try body.toDomain() }
}
