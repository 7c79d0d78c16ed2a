import Domain

/// The pages of one answer to a request for a page of todos, as they arrive (``TodoStream``): one
/// page for a server that pages as asked, and for one that sends its whole collection at once
/// (ignoring `_limit`), one page of the size asked for after another, read as the reader takes
/// them. Each is checked and made domain values on the transfer's thread, while the reader
/// caches the one before. Dropping it stops the transfer.
final class RemoteItemPages: Sendable {
    /// Where the transfer sends the answer's body.
    let sink: TodoStream<RemoteItemPage>
    /// The page after this one, asked for once this one's answer is complete and full, if the
    /// listing wants it so (see ``FollowingPageRequest``).
    let following: FollowingPageRequest

    /// The pages of the answer for page `number` of `size` records, each of `size` records.
    init(number: Int, size: Int, ownerID: User.ID?, completed: Bool?, wholeAnswerLimit: Int) {
        let following = FollowingPageRequest(size: size)
        self.following = following
        sink = TodoStream(
            chunkSize: size, wholeAnswerLimit: wholeAnswerLimit,
            answerReceived: { following.answerReceived($0) },
            page: { Self.page(of: $0, number: number, size: size, ownerID: ownerID, completed: completed) })
    }

    deinit {
        sink.cancel()
    }

    /// The next page; `nil` after the answer's last (every answer has at least one, maybe empty).
    func next() async throws -> RemoteItemPage? {
        try await sink.next()
    }

    private static func page(
        of chunk: TodoChunk, number: Int, size: Int, ownerID: User.ID?, completed: Bool?
    ) -> RemoteItemPage {
        // A server that ignores the filters (json-server-py ignores `?userId=`) sends the other
        // records too: only those that match are kept (an invalid one is counted as before).
        // A sync asks for every record: there is nothing to filter, and nothing is copied.
        let matching =
            ownerID == nil && completed == nil
            ? chunk.todos
            : chunk.todos.filter { dto in
                guard let dto else { return true }
                let ownerMatches = ownerID.map { dto.userId == $0.rawValue } ?? true
                return ownerMatches && (completed.map { dto.completed == $0 } ?? true)
            }
        let total = chunk.head.header("X-Total-Count").flatMap { Int($0) }
        let sent = chunk.todos.count
        // Fewer than asked while the server counts more: it caps its pages (many APIs do, at 100).
        let isCapped =
            chunk.isEnd && chunk.before == 0 && sent < size
            && total.map { (number - 1) * size + sent < $0 } == true
        // An answer that held more than asked (its chunks before this one) ignored `_limit`: it
        // was the whole collection, so its end is the listing's.
        let isLast = chunk.isEnd && (chunk.before > 0 || (sent != size && !isCapped))
        return RemoteItemPage(
            batch: RemoteBatch(matching) { try $0.toDomain() }, ids: chunk.todos.compactMap { $0?.id },
            isLast: isLast, isCapped: isCapped, total: total, endsAnswer: chunk.isEnd,
            answer: chunk.before == 0 && chunk.isEnd ? chunk.answer : nil)
    }
}
