import Domain

/// The pages a cache holds as the API answered them (``RecordedPage``).
///
/// Every write transaction of the cache counts itself in `cache_writes` (`writeTransaction`), and
/// a page is recorded with the count at which the cache held it: it stands while the count stays.
/// A page's own replacement writes within its span only, so it carries the pages whose spans it
/// does not meet to its new count, and drops those it meets.
extension SQLStore {
    public func recordedPage(matching filter: ItemFilter, idsIn ids: ClosedRange<Int>) throws -> RecordedPage?
    {
        guard recordsPages, let listing = filter.recordedListing else { return nil }
        return try access {
            try connection.rows(
                "SELECT p.answer, p.kept, p.skipped FROM recorded_pages p, cache_writes w "
                    + "WHERE p.listing = ? AND p.first_id = ? AND p.last_id = ? AND p.generation = w.generation",
                [.text(listing), .integer(ids.lowerBound), .integer(ids.upperBound)]
            ) { RecordedPage(answer: $0.text(0), kept: $0.integer(1), skipped: $0.integer(2)) }.first
        }
    }

    public func replaceItems(
        matching filter: ItemFilter, idsIn ids: ClosedRange<Int>, with items: [Item],
        recording page: RecordedPage
    ) throws {
        guard recordsPages, let listing = filter.recordedListing else {
            return try replaceItems(matching: filter, idsIn: ids, with: items)
        }
        // Decided inside the write, from what it reads there; the write is counted by hand.
        try writeTransaction(countedAsCacheWrite: false) {
            let replacement = try replacement(matching: filter, idsIn: ids, with: items)
            let before = try connection.integer("SELECT generation FROM cache_writes") ?? 0
            var generation = before
            if !replacement.changed.isEmpty || !replacement.gone.isEmpty {
                try upsert(replacement.changed)
                try deleteRows(replacement.gone)
                generation = before &+ 1
                try connection.run("UPDATE cache_writes SET generation = ?", [.integer(generation)])
                // The pages whose spans this one meets may hold rows it changed; the others do not.
                try connection.run(
                    "DELETE FROM recorded_pages WHERE first_id <= ? AND last_id >= ?",
                    [.integer(ids.upperBound), .integer(ids.lowerBound)])
                try connection.run(
                    "UPDATE recorded_pages SET generation = ? WHERE generation = ?",
                    [.integer(generation), .integer(before)])
            }
            // Pages recorded before a write they were not carried over are out of date for good.
            try connection.run("DELETE FROM recorded_pages WHERE generation <> ?", [.integer(generation)])
            try connection.run(
                "INSERT INTO recorded_pages (listing, first_id, last_id, answer, kept, skipped, generation) "
                    + "VALUES (?, ?, ?, ?, ?, ?, ?) ON CONFLICT (listing, first_id) DO UPDATE SET "
                    + "last_id = excluded.last_id, answer = excluded.answer, kept = excluded.kept, "
                    + "skipped = excluded.skipped, generation = excluded.generation",
                [
                    .text(listing), .integer(ids.lowerBound), .integer(ids.upperBound), .text(page.answer),
                    .integer(page.kept), .integer(page.skipped), .integer(generation),
                ])
        }
    }
}
