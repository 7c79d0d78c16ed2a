import Domain

/// One page of the server's `todos`, as ``RemoteItemPages`` reads it: a server's answer, or one
/// page of an answer that held more.
struct RemoteItemPage: Sendable {
    /// The valid records that match the filters; the invalid ones counted.
    var batch: RemoteBatch<Item>
    /// The id of every record the server sent (matching or not), in its order.
    var ids: [Int]
    /// Whether no page follows: the server sent fewer records than asked (and does not say more
    /// follow), or more (it ignored `_limit` and sent them all).
    var isLast: Bool
    /// Whether the server sent fewer records than asked while saying more follow (`X-Total-Count`):
    /// it caps a page, and the pages after it are asked for at its size.
    var isCapped: Bool
    /// The `X-Total-Count` the server said, if any.
    var total: Int?
    /// Whether the answer to the request ends with this page. A server that ignores `_limit`
    /// sends more than a page in one answer: it is read a page at a time.
    var endsAnswer: Bool
    /// The digest of the answer's bytes (``AnswerDigest``) when the page is the whole answer:
    /// what a cache records it by (``RecordedPage``).
    var answer: String? = nil

    /// Whether the server sent its records by increasing id, each after `previous`: the order a
    /// listing can follow page by page.
    func isInIDOrder(after previous: Int?) -> Bool {
        var last = previous ?? Int.min
        for id in ids {
            guard id > last else { return false }
            last = id
        }
        return true
    }
}
