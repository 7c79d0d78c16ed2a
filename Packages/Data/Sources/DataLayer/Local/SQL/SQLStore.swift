import Domain

#if canImport(FoundationEssentials)
    // Foundation's essentials only: the rest of Foundation (CoreFoundation, ICU) would make
    // every start of the static crew pay for relocating tens of megabytes it does not use.
    import FoundationEssentials
#else
    import Foundation
#endif

/// The local store over an SQL database, written once for every engine (``SQLiteStore``,
/// ``PostgresStore``): one connection, owned by this actor, and the store protocols implemented
/// over it. What differs between the engines (opening, the schema and its migrations, the
/// dialect's fragments, how ids are drawn and journaled records put back) is the connection's.
///
/// Every change is one write transaction; in a store of local data, the same transaction writes
/// the change's journal entry (see `change(kind:_:)`).
///
/// Its code runs unspecialised (the connection is chosen in the composition root, another
/// module), so its extensions map with closures, not key paths, which were built at run time at
/// every call, and avoid the standard library's generic algorithms where a loop is as clear.
public actor SQLStore<Connection: SQLConnection> {
    let connection: Connection
    /// How messages name the store: its path, or its URL with the password redacted.
    public nonisolated let name: String
    /// What the store holds: local data or an API's cache.
    public nonisolated let contents: StoreContents
    /// Whether the store cannot be written: it can be read, and every change is refused with
    /// `StoreError.readOnly` before it starts.
    public nonisolated let isReadOnly: Bool
    /// Whether changes are journaled: local data is, a cache (which the API refills) is not.
    let keepsJournal: Bool
    /// Whether the store counts its writes and records the pages it holds as the API answered
    /// them (``RecordedPage``): a cache does, from the schema that has their tables.
    let recordsPages: Bool
    /// When a change happened, for the journal.
    let now: @Sendable () -> Date
    /// Who makes this store's changes, for the journal; `nil` when its schema records no authors
    /// (a store opened at an older version, as tests build them).
    let author: ChangeAuthor?
    /// The last search's ranked matches, reused while its pages are read and the data is as it
    /// was when they were ranked (`rankedSearchVersion`, see `SQLConnection.dataVersion`).
    var rankedSearch: RankedSearch?
    var rankedSearchVersion: DatabaseVersion?
    /// Whether a sync of this store's outbox runs in this process (`sendingAlone`).
    var isSending = false
    /// Where the store's work runs (see `StoreExecutor`).
    private nonisolated let executor: StoreExecutor

    /// A command-line run asks for the main actor's executor: the store then works on the thread
    /// that renders, and a listing of a million rows does not cross threads twice per page.
    public nonisolated var unownedExecutor: UnownedSerialExecutor { executor.unowned }

    /// How many changes the journal keeps; older entries are dropped as new ones come.
    static var journalCapacity: Int { 1_000 }

    init(
        connection: Connection, name: String, contents: StoreContents, isReadOnly: Bool, keepsJournal: Bool,
        recordsPages: Bool, now: @escaping @Sendable () -> Date, author: ChangeAuthor?,
        executor: StoreExecutor
    ) {
        self.connection = connection
        self.name = name
        self.contents = contents
        self.isReadOnly = isReadOnly
        self.keepsJournal = keepsJournal
        self.recordsPages = recordsPages
        self.now = now
        self.author = author
        self.executor = executor
    }

    /// Runs `body`, turning a failure the engine reported into the error a person reads.
    @discardableResult
    func access<Result>(_ body: () throws -> Result) throws -> Result {
        do {
            return try body()
        } catch {
            throw connection.storeError(for: error)
        }
    }

    /// Runs a read that the task's cancellation stops where it is: the running statement is
    /// interrupted (`QueryInterrupter`) and the read throws. `crew ui` cancels a search a newer
    /// keystroke replaced, so that typing never waits for an outdated ranking of a million items.
    func interruptible<Result>(_ read: () throws -> Result) async throws -> Result {
        // A read whose task was cancelled before it started does not start. (The check runs here,
        // in the store's isolation: `read` is the store's own code.)
        try Task.checkCancellation()
        let interrupt = connection.beginInterruptibleRead()
        defer { connection.endInterruptibleRead(interrupt) }
        return try await withTaskCancellationHandler(operation: read, onCancel: { interrupt() })
    }

    /// Runs constant `sql` as a read a cancelled task interrupts: how a test holds a statement
    /// running long enough to cancel it.
    @_spi(Testing) public func readInterruptibly(_ sql: String) async throws {
        try await interruptible { try access { try connection.run(sql, []) { _ in } } }
    }

    /// One write transaction, refused before it starts in a store that cannot be written. In a
    /// cache that records pages, it counts as a write (`countedAsCacheWrite`): the pages recorded
    /// before it no longer stand (see ``RecordedPage``). Only what cannot change a page is not
    /// counted (when a collection was refreshed, the recording of pages itself).
    @discardableResult
    func writeTransaction<Result>(countedAsCacheWrite: Bool = true, _ body: () throws -> Result) throws
        -> Result
    {
        guard !isReadOnly else { throw StoreError.readOnly(path: name) }
        return try access {
            try connection.prepareForWrites()
            defer { connection.finishWrites() }
            return try connection.transaction {
                let result = try body()
                if countedAsCacheWrite, recordsPages {
                    try connection.run("UPDATE cache_writes SET generation = generation + 1", [])
                }
                return result
            }
        }
    }

    /// Runs `body` as one change: one write transaction which, in a store that keeps a journal,
    /// opens a journal entry first, so that the triggers record the image of every row `body`
    /// touches, and closes it before committing. A change that changed nothing leaves no entry.
    /// `body` may run more than once (see `SQLConnection.transaction`).
    func change<Result>(kind: CommandKind = .edit, _ body: () throws -> Result) throws -> Result {
        try writeTransaction { try journaled(kind: kind, body) }
    }

    /// Runs `body`, inside the caller's write transaction, as one journaled change (see
    /// `change(kind:_:)`): a change that decides first whether it writes at all opens its entry
    /// only once it does, so that a change to nothing leaves the journal's numbering as it was.
    func journaled<Result>(kind: CommandKind = .edit, _ body: () throws -> Result) throws -> Result {
        guard keepsJournal else { return try body() }
        try connection.openJournalEntry(
            changedAt: now().timeIntervalSince1970, kind: kind.rawValue, author: author?.name)
        let result = try body()
        try connection.closeJournalEntry(keeping: Self.journalCapacity)
        return result
    }

    /// The ids new records get in `table`, in order, the way AUTOINCREMENT gives them one row at a
    /// time: a requested id as it is (refused when taken, or asked for twice), any other one past
    /// the highest id the table ever held and the batch so far. Knowing them first is what lets
    /// one statement insert many rows.
    func identifiers<Entity>(
        for requests: [Identifier<Entity>?], in table: String, kind: String,
        alreadyExists: (Identifier<Entity>) -> DomainError
    ) throws -> [Identifier<Entity>] {
        // Loops rather than `compactMap`, `Set(_:)` and `map`: unspecialised, those had the runtime
        // look their types up by name and scan every protocol conformance in the binary at each add.
        var requested: [Int] = []
        for case let request? in requests { requested.append(request.rawValue) }
        var taken = Set<Int>()
        if !requested.isEmpty {
            let isRequested = Connection.dialect.condition(
                "id", isAnyOf: requested.map { String($0) }, of: .integer)
            try connection.run("SELECT id FROM \(table) WHERE " + isRequested.sql, [isRequested.value]) {
                taken.insert($0.integer(0))
            }
        }
        var highest = try connection.highestID(in: table)
        var used = Set<Int>()
        var ids: [Identifier<Entity>] = []
        ids.reserveCapacity(requests.count)
        for request in requests {
            let raw: Int
            if let request {
                raw = request.rawValue
                guard !taken.contains(raw), used.insert(raw).inserted else { throw alreadyExists(request) }
            } else {
                let (next, overflow) = highest.addingReportingOverflow(1)
                guard !overflow else { throw StoreError.noIDLeft(kind: kind) }
                raw = next
                used.insert(raw)
            }
            highest = max(highest, raw)
            guard let id = Identifier<Entity>(rawValue: raw) else { throw StoreError.noIDLeft(kind: kind) }
            ids.append(id)
        }
        return ids
    }

    /// Runs a write, naming the record a broken constraint is about where the engine would only
    /// say that a constraint failed; an id taken meanwhile is a lost race, run again.
    @discardableResult
    func refusingViolations<Result>(
        owner: User.ID? = nil, email: EmailAddress? = nil, _ write: () throws -> Result
    ) throws -> Result {
        do {
            return try write()
        } catch {
            switch connection.violation(in: error) {
            case .foreignKey?: if let owner { throw DomainError.userNotFound(owner) }
            case .uniqueEmail?: if let email { throw DomainError.emailAlreadyRegistered(email) }
            case .uniqueID?: throw connection.raced(error)
            case nil: break
            }
            throw error
        }
    }
}
