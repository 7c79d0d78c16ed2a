import Domain

#if canImport(FoundationEssentials)
    // Foundation's essentials only: the rest of Foundation (CoreFoundation, ICU) would make
    // every start of the static crew pay for relocating tens of megabytes it does not use.
    import FoundationEssentials
#else
    import Foundation
#endif

extension InMemoryStore: CacheRefreshStore {
    public func lastRefresh(of collection: CachedCollection) -> Date? {
        refreshes[collection]
    }

    public func recordRefresh(of collection: CachedCollection, at date: Date) {
        refreshes[collection] = date
    }

    public func recordedPage(matching filter: ItemFilter, idsIn ids: ClosedRange<Int>) -> RecordedPage? {
        guard contents != .localData, let listing = filter.recordedListing,
            let recorded = recordedPages[RecordedPageKey(listing: listing, ids: ids)],
            recorded.dependsOn == ground(of: ids)
        else { return nil }
        return recorded.page
    }

    public func replaceItems(
        matching filter: ItemFilter, idsIn ids: ClosedRange<Int>, with items: [Item],
        recording page: RecordedPage
    ) throws {
        let before = self.items
        try replaceItems(matching: filter, idsIn: ids, with: items)
        guard contents != .localData, let listing = filter.recordedListing else { return }
        // As the SQL stores do: a replacement that changed rows drops the pages its span meets.
        if self.items != before {
            recordedPages = recordedPages.filter { !$0.key.ids.overlaps(ids) }
        }
        recordedPages[RecordedPageKey(listing: listing, ids: ids)] = (page, ground(of: ids))
    }

    /// What a page of the span `ids` stands on now.
    private func ground(of ids: ClosedRange<Int>) -> RecordedPageGround {
        RecordedPageGround(
            items: items.filter { ids.contains($0.key.rawValue) }, users: users, outbox: outbox)
    }
}
