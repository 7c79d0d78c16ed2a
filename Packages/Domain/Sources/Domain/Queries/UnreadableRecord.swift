/// A stored record a listing could not show because it breaks a Domain rule (a name written by
/// another tool, say): the listing shows the others and names this one, so it can be repaired.
public struct UnreadableRecord: Hashable, Sendable {
    /// The record's id as stored.
    public let id: Int
    /// What is wrong with it.
    public let problem: ValidationError

    /// The record with id `id` that breaks `problem`.
    public init(id: Int, problem: ValidationError) {
        self.id = id
        self.problem = problem
    }
}
