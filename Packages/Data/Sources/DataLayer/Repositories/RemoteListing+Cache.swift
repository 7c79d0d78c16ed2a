import Domain

/// A listing's next page, written into the cache: what a listing shown page by page and `crew
/// sync` share.
extension RemoteListing {
    /// Reads the next page from `remote` into `cache`: it replaces the cached items of its span
    /// of ids, keeping those `owned` keeps (their owner is cached), and the records with changes
    /// waiting stay as those changes left them; the cache records the answer it did it for, and
    /// the same answer next time changes nothing. Answers the page and how many of its items were
    /// kept; `nil` when the server does not send its records
    /// by id (nothing is written: the collection must be read whole). When `readingAhead`, the
    /// page after it is asked for at once, so that the server makes it while this one is cached;
    /// `continuously` (a listing read to its end, as a sync reads it), the one after that as soon
    /// as that page's answer is complete and full.
    mutating func readNextPage(
        from remote: RemoteItemDataSource, into cache: any LocalStore, readingAhead: Bool,
        continuously: Bool = false, owned: ([Item]) async throws -> [Item]
    ) async throws -> (page: RemoteItemPage, kept: Int)? {
        let read = try await nextPage(from: remote)
        guard read.isInIDOrder(after: lastID) else { return nil }
        if read.isCapped { pageSize = try RemoteItemDataSource.cappedSize(of: read, number: nextPage) }
        let (filter, span) = (segmentFilter, span(of: read.ids, isLast: read.isLast))
        advance(past: read.ids, isLast: read.isLast)
        if readingAhead, !isFinished { readAhead(from: remote, continuously: continuously) }
        // The answer the cache recorded for this span, nothing written since: there is nothing
        // to change, and its rows, owners and waiting changes need not be read (``RecordedPage``).
        if let answer = read.answer,
            let recorded = try await cache.recordedPage(matching: filter, idsIn: span),
            recorded.answer == answer
        {
            skipped += recorded.skipped
            return (read, recorded.kept)
        }
        let kept = try await owned(read.batch.elements)
        let left = read.batch.skipped + read.batch.elements.count - kept.count
        let replacement = PendingOverlay.apply(try await cache.pendingChanges(), to: kept)
        if let answer = read.answer {
            try await cache.replaceItems(
                matching: filter, idsIn: span, with: replacement,
                recording: RecordedPage(answer: answer, kept: kept.count, skipped: left))
        } else {
            try await cache.replaceItems(matching: filter, idsIn: span, with: replacement)
        }
        skipped += left
        return (read, kept.count)
    }
}
