import Domain

/// A search query folded the way the Domain folds names for `--sort name` and for matching
/// (`ItemOrder.foldedName`), for a store that keeps each name's folded form beside it.
enum SearchFolding {
    static func folded(_ query: SearchQuery) -> String {
        // Every query is also a valid item name (both are trimmed single lines, and a query is
        // the shorter); the fallback is the same folding, by Swift's own lower-casing.
        guard let name = try? ItemName(query.value) else { return query.value.lowercased() }
        return String(decoding: ItemOrder.foldedName(name), as: UTF8.self)
    }
}
