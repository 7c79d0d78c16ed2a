import Domain

#if canImport(FoundationEssentials)
    // Foundation's essentials only: the rest of Foundation (CoreFoundation, ICU) would make
    // every start of the static crew pay for relocating tens of megabytes it does not use.
    import FoundationEssentials
#else
    import Foundation
#endif

/// The users of the remote API, as domain values.
public struct RemoteUserDataSource: Sendable {
    let api: RemoteAPI

    /// A data source for the `users` under `baseURL`, through `client`.
    public init(client: any HTTPClient, baseURL: URL) {
        api = RemoteAPI(client: client, baseURL: baseURL)
    }

    /// Every user; invalid records are skipped and counted.
    public func users() async throws -> RemoteBatch<User> {
        let (elements, _): ([LossyElement<UserDTO>], _) = try await api.fetch(.users)
        return RemoteBatch(elements.map(\.value)) { try $0.toDomain() }
    }

    /// The user `id` from the server.
    public func user(_ id: User.ID) async throws -> User {
        let (dto, _): (UserDTO, _) = try await api.fetch(.user(id), notFound: .userNotFound(id))
        return try dto.toDomain()
    }

    /// The user created with `uuid` (``UserBody/crewId``), or `nil` when the server has none.
    public func user(withIdentity uuid: UUID) async throws -> User? {
        let (elements, _): ([LossyElement<UserDTO>], _) = try await api.fetch(.userWithIdentity(uuid))
        return try elements.compactMap(\.value).first {
            $0.crewId?.lowercased() == uuid.uuidString.lowercased()
        }?
        .toDomain()
    }

    /// Creates `user` on the server and returns it with the server's id.
    public func create(_ user: NewUser) async throws -> User {
        let body = try api.encode(UserBody(name: user.name, email: user.email, identity: user.uuid))
        let (dto, _): (UserDTO, _) = try await api.fetch(.createUser(body: body))
        return try dto.toDomain()
    }

    /// Writes `user` over the server's record.
    public func update(_ user: User) async throws -> User {
        let body = try api.encode(UserBody(name: user.name, email: user.email))
        let (dto, _): (UserDTO, _) = try await api.fetch(
            .updateUser(user.id, body: body), notFound: .userNotFound(user.id))
        return try dto.toDomain()
    }

    /// Sends only `fields` of `user` (`PATCH`), leaving the server's other fields as they are.
    public func patch(_ user: User, fields: [UserField]) async throws -> User {
        let members = fields.map { field in
            switch field {
            case .name: "\"name\": \(JSONText.string(user.name.value))"
            case .email: "\"email\": \(JSONText.string(user.email.value))"
            }
        }
        let body = Data(("{" + members.joined(separator: ", ") + "}").utf8)
        let (dto, _): (UserDTO, _) = try await api.fetch(
            .updateUser(user.id, body: body), notFound: .userNotFound(user.id))
        return try dto.toDomain()
    }

    /// Removes the user `id` from the server.
    public func delete(_ id: User.ID) async throws {
        try await api.send(.deleteUser(id), notFound: .userNotFound(id))
    }
}
