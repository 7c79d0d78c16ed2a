/// A crew the model checks: the use cases over a store, the outbox against an API, `crew`
/// processes. Each runs a command as a person would and reports what it did and what it holds.
public protocol ModelSubject: AnyObject, Sendable {
    /// Which crew this is ("sqlite", "postgres", "processes on sqlite"...), said in a divergence.
    var name: String { get }
    /// How much of an outcome it can tell.
    var precision: ModelPrecision { get }
    /// Whether its listings come in the model's order: an API's cache lists what waits to be
    /// sent under provisional ids, in their order, until a sync gives the server's.
    var listsInModelOrder: Bool { get }
    /// Runs `command` and says what it did, as `CrewModel.apply` says it.
    func run(_ command: ModelCommand) async throws -> ModelOutcome
    /// Every user and every item it holds, by id.
    func contents() async throws -> ModelContents
    /// The ids a listing of `filter` shows, in its order (pending first, then by id; best match
    /// first with a search), read page after page of `pageSize`.
    func listing(_ filter: ModelFilter, pageSize: Int) async throws -> [Int]
}

extension ModelSubject {
    public var listsInModelOrder: Bool { true }
}
