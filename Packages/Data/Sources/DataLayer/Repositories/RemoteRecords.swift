import Domain

/// One kind of record on the server as the outbox sends it (items, users), so that
/// `OutboxSender` writes its rules for an update and a removal once, over either kind. A kind
/// names its endpoints and how its answer reads; the look-up and the removal are written here.
protocol RemoteRecords: Sendable {
    /// The record's fields (``ItemField``, ``UserField``).
    associatedtype Field: OutboxField
    /// The server's body for one record (``TodoDTO``, ``UserDTO``).
    associatedtype Body: Decodable

    /// What sends the kind's requests.
    var api: RemoteAPI { get }
    /// Sends these fields of `record` (`PATCH`) and returns the server's answer.
    func patch(_ record: Field.Record, fields: [Field]) async throws -> Field.Record
    /// Where the server keeps `record`.
    static func location(of record: Field.Record) -> Endpoint
    /// The request that removes `record`.
    static func removal(of record: Field.Record) -> Endpoint
    /// The record a body of the server's holds.
    static func record(from body: Body) throws -> Field.Record
}

extension RemoteRecords {
    /// The server's copy of `record`; `nil` when the server has none (a 404).
    func serverCopy(of record: Field.Record) async throws -> Field.Record? {
        try await api.fetchIfPresent(Self.location(of: record), as: Body.self).map(Self.record(from:))
    }

    /// Removes `record` from the server; one the server no longer has is removed (a 404).
    func removeIfPresent(_ record: Field.Record) async throws {
        try await api.sendIfPresent(Self.removal(of: record))
    }
}
