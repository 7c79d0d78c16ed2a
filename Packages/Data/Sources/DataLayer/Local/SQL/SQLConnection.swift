/// What ``SQLStore`` asks of a database engine: run a statement with bound values, run a
/// transaction, and the few things in which the engines truly differ (how ids are drawn, how a
/// journal entry is named to the triggers, how a journaled record is put back).
///
/// SQL reaches a connection with its parameters written `?`; a connection numbers them itself if
/// its engine wants that (`$1`, `$2` in PostgreSQL). The protocol is public only because the store
/// that is generic over it is; its conformers are made in this module alone, by the stores'
/// initialisers, and nothing outside it can reach a store's connection.
public protocol SQLConnection: AnyObject {
    /// A row of a result, as this engine reads it.
    associatedtype Row: RecordRow

    /// The fragments the engine's item queries are written in (tags, search matches, id arrays).
    static var dialect: SQLDialect { get }
    /// How many rows one insert statement takes (see `RowBatches`).
    static var rowsPerStatement: Int { get }
    /// How a journal entry's steps are ordered: the order they were written in.
    static var journalStepColumn: String { get }
    /// Appended to the query that reads the newest journal entry for undo: takes its lock where the
    /// transaction does not hold one already.
    static var lockingClause: String { get }

    /// Runs a statement, calling `row` for each row of its result.
    func run(_ sql: String, _ values: [SQLValue], row: (Row) throws -> Void) throws
    /// Runs a statement whose result may be too large to hold (a search's every match), calling
    /// `row` for each row as it comes, none kept after (SQLite reads every statement so).
    func runStreaming(_ sql: String, _ values: [SQLValue], row: (Row) throws -> Void) throws
    /// Runs a statement; returns how many rows it changed.
    @discardableResult func run(_ sql: String, _ values: [SQLValue]) throws -> Int
    /// Runs a write whose answer the change does not wait for, inside a write transaction: SQLite
    /// runs it at once; PostgreSQL sends it with the next statement that needs an answer (the
    /// commit's at the latest), where its failure is thrown.
    func runUnanswered(_ sql: String, _ values: [SQLValue]) throws

    /// Runs `body` as one write transaction (which may run it again after losing a race).
    func transaction<Result>(_ body: () throws -> Result) throws -> Result
    /// Starts a read transaction in which every statement sees the data as of its first one.
    func beginSnapshot() throws
    /// Ends the read transaction ``beginSnapshot()`` started.
    func endSnapshot()

    /// A failure the engine reported, as the error a person reads.
    func storeError(for error: any Error) -> any Error
    /// The constraint `error` broke, if it is a constraint failure.
    func violation(in error: any Error) -> SQLConstraintViolation?
    /// `error` as a lost race: the transaction runs again and sees what the other writer did.
    func raced(_ error: any Error) -> any Error

    /// The highest id `table` ever handed out (new ids go past it, as AUTOINCREMENT gives them).
    func highestID(in table: String) throws -> Int
    /// Records that ids up to `id` were handed out in `table`, so that no later one repeats them.
    func handedOut(upTo id: Int, in table: String) throws

    /// Writes a new journal entry and names it as the one the triggers record the touched rows'
    /// images under (`markJournalEntry`), the open one until `closeJournalEntry`. (PostgreSQL's
    /// goes with the change's next statement: its id is never needed on this side.)
    func openJournalEntry(changedAt: Double, kind: String, author: String?) throws
    /// Names the journal entry the triggers record the touched rows' images under (`nil`: none).
    func markJournalEntry(_ entry: Int?) throws
    /// Ends the open journal entry (no row is recorded under it any more): a row written as it
    /// was is no step; an entry left without a step is removed; otherwise only the newest
    /// `capacity` entries are kept (`SQLJournalClosing`).
    func closeJournalEntry(keeping capacity: Int) throws
    /// One value of a journal image (`before`, `after`): a record's column, under its `key` in
    /// SQLite's images and its `column` name in PostgreSQL's; a list (tags) as JSON text.
    static func imageValue(of image: String, key: String, column: String, isList: Bool) -> String
    /// Puts back every record a journal entry touched as it was before, after checking that
    /// each is still as the entry left it.
    func restoreRecords(ofEntry entry: Int) throws

    /// Makes this connection the only one sending the outbox of its database, if no other holds
    /// that (`true`); held until `releaseSendingLock()` or the process ends, however it ends.
    func takeSendingLock() throws -> Bool
    /// Lets another sender take the lock.
    func releaseSendingLock()

    /// Tells whether anything was written since a search was ranked; `nil` when the engine
    /// cannot tell (a ranking is then reused only for the later pages of one listing).
    func dataVersion() throws -> DatabaseVersion?
    /// A store starts reading a page: the work counted for tests starts here.
    func beginPage()
    /// The store is about to write for the first time in this run: whatever only writes need
    /// (SQLite's larger page cache) is taken now, so that a read-only command never holds it.
    func prepareForWrites() throws
    /// The write is over: what `prepareForWrites` took is given back, so that a process that lives
    /// on (`crew ui`, `crew shell`) reads with a read's memory again.
    func finishWrites()
    /// Starts a read that the returned interrupter stops from another thread: its running
    /// statement, and on SQLite every statement it runs after (a cancel that comes before the
    /// first one is not lost). Called on the connection's own thread, as is the end.
    func beginInterruptibleRead() -> QueryInterrupter
    /// The read `interrupter` stops is over: a late call of it stops nothing.
    func endInterruptibleRead(_ interrupter: QueryInterrupter)
}

extension SQLConnection {
    func rows<T>(_ sql: String, _ values: [SQLValue] = [], _ transform: (Row) throws -> T) throws -> [T] {
        var results: [T] = []
        try run(sql, values) { results.append(try transform($0)) }
        return results
    }

    /// The first column of the first row, as an integer.
    func integer(_ sql: String, _ values: [SQLValue] = []) throws -> Int? {
        try rows(sql, values) { $0.optionalInteger(0) }.first ?? nil
    }

    /// Inserts many rows, `rowsPerStatement` to a statement.
    func runBatched(_ head: String, _ rows: [[SQLValue]], tail: String = "") throws {
        try RowBatches(head: head, tail: tail, rowsPerStatement: Self.rowsPerStatement)
            .run(rows) { try run($0, $1) }
    }
}
