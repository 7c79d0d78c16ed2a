import Domain

/// The listings this run is reading from the server, by what they list, so that the next page of
/// one continues where the last page stopped (``RemoteListing``). A first page starts afresh.
actor RemoteListings {
    private var listings: [Key: RemoteListing] = [:]

    struct Key: Hashable {
        let covered: ItemFilter
        let keyedByStatus: Bool
        let pageSize: Int
    }

    /// The listing in progress for `fresh`'s key, taken out (a concurrent page starts its own), or
    /// `fresh` when there is none or `restart` is asked.
    func take(_ fresh: RemoteListing, restart: Bool) -> RemoteListing {
        let key = Self.key(of: fresh)
        let current = listings.removeValue(forKey: key)
        return restart ? fresh : current ?? fresh
    }

    /// Keeps `listing` for its next page.
    func put(_ listing: RemoteListing) {
        listings[Self.key(of: listing)] = listing
    }

    private static func key(of listing: RemoteListing) -> Key {
        Key(covered: listing.covered, keyedByStatus: listing.keyedByStatus, pageSize: listing.shownSize)
    }
}
