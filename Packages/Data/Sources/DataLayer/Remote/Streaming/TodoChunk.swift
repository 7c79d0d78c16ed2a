/// Consecutive records of one answer to a listing's request (``TodoStream``).
struct TodoChunk: Sendable {
    /// The records, `nil` where one is of the wrong shape.
    var todos: [TodoDTO?]
    /// How many records of the same answer came in chunks before this one.
    var before: Int
    /// Whether this is the answer's last chunk.
    var isEnd: Bool
    /// The answer's status and headers (its body empty).
    var head: HTTPResponse
    /// The digest of the answer's bytes (``AnswerDigest``) when this chunk is the whole answer.
    var answer: String? = nil
}
