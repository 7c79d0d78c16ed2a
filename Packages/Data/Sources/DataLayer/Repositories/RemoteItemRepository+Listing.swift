import Domain

/// A listing in the order the server keeps, read page by page as it is shown (``RemoteListing``).
extension RemoteItemRepository {
    /// One page of `filter`'s items in `order`, after reading from the server the pages of
    /// `listing` it needs; the cached rows when the server cannot be reached.
    func listedPage(
        _ filter: ItemFilter, order: ItemOrder, page: PageRequest, listing fresh: RemoteListing
    ) async throws -> Page<Item> {
        var listing = listings.take(fresh, restart: page.cursor == nil)
        var isServersPage = false
        let listed = try await fallback.read {
            var listed = try await fill(filter, order: order, page: page, listing: &listing)
            if page.cursor == nil { try await fallback.recordRefresh() }
            // The notice at a listing's end says every record left out so far.
            listed.skipped = listing.skipped
            isServersPage = true
            return listed
        } cached: { freshness in
            var cached = try await cache.items(matching: filter, order: order, page: page)
            cached.freshness = freshness
            return cached
        }
        // A listing the server stopped answering half-way may have moved past a page it did not
        // cache: the next page starts afresh rather than trust it.
        if isServersPage { listings.put(listing) }
        return listed
    }

    /// Reads the server's pages until the cache holds `page` as the server does.
    private func fill(
        _ filter: ItemFilter, order: ItemOrder, page: PageRequest, listing: inout RemoteListing
    ) async throws -> Page<Item> {
        if page.cursor == nil, let skipped = recentRefreshes.skippedRecords(covering: listing.covered) {
            listing.finish(skipping: skipped)
        }
        while true {
            // Before the first page read, or past the last one, the cache is not worth asking yet.
            let mustRead =
                !listing.isFinished
                && (listing.frontier.map { frontier in
                    page.cursor.map { !$0.keys.lexicographicallyPrecedes(frontier) } ?? false
                } ?? true)
            if !mustRead {
                var listed = try await cache.items(matching: filter, order: order, page: page)
                if listing.isFinished { return listed }
                if listed.elements.count == page.limit, let last = listed.elements.last,
                    listing.holds(order.sortKey(of: last))
                {
                    // The cache may end here while the server goes on.
                    listed.next = page.continuing(after: PageCursor(keys: order.sortKey(of: last)))
                    return listed
                }
            }
            try await readNextPage(of: &listing, readingAhead: page.cursor != nil)
        }
    }

    /// Reads `listing`'s next page into the cache (``RemoteListing/readNextPage(from:into:readingAhead:owned:)``);
    /// a server that does not send its records by id is read whole at once instead.
    private func readNextPage(of listing: inout RemoteListing, readingAhead: Bool) async throws {
        let read = try await listing.readNextPage(
            from: remote, into: cache, readingAhead: readingAhead, owned: itemsWithCachedOwners)
        guard read != nil else {
            listing.finish(skipping: try await refresh(listing.covered))
            return
        }
        if listing.isFinished { recentRefreshes.record(listing.covered, skipped: listing.skipped) }
    }
}
