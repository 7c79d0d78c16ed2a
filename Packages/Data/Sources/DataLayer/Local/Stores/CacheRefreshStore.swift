import Domain

#if canImport(FoundationEssentials)
    // Foundation's essentials only: the rest of Foundation (CoreFoundation, ICU) would make
    // every start of the static crew pay for relocating tens of megabytes it does not use.
    import FoundationEssentials
#else
    import Foundation
#endif

/// When each cached collection was last refreshed from the remote, and the pages of a listing the
/// cache holds as the server answered them.
public protocol CacheRefreshStore: Sendable {
    /// When `collection` was last pulled from the API; `nil` if never.
    func lastRefresh(of collection: CachedCollection) async throws -> Date?
    /// Records that `collection` was pulled at `date`.
    func recordRefresh(of collection: CachedCollection, at date: Date) async throws
    /// The page recorded for the span `ids` of the listing `filter` admits (by
    /// ``replaceItems(matching:idsIn:with:recording:)``), as long as nothing was written to the
    /// cache since: no item, note, user or waiting change (another page's replacement counts
    /// only where its span meets this one's). `nil` when none is, or one was written since.
    func recordedPage(matching filter: ItemFilter, idsIn ids: ClosedRange<Int>) async throws -> RecordedPage?
    /// Replaces the cached items of the span as ``ItemStore/replaceItems(matching:idsIn:with:)``
    /// does, and records `page` for it in the same transaction. A store of local data records nothing.
    func replaceItems(
        matching filter: ItemFilter, idsIn ids: ClosedRange<Int>, with items: [Item],
        recording page: RecordedPage
    ) async throws
}
