import Domain

extension ItemFilter {
    /// How recorded pages (``RecordedPage``) name the listing this filter makes of the server's
    /// records: its status and owner, the parts the server applies; `nil` for a filter with any
    /// other part (a search, a due day, tags, a priority), whose pages are never recorded.
    var recordedListing: String? {
        var serverSide = ItemFilter(status: status)
        serverSide.owner = owner
        guard serverSide == self else { return nil }
        switch owner {
        case .anyone: return status.rawValue
        case .nobody: return status.rawValue + " owned by nobody"
        case .user(let id): return status.rawValue + " owned by \(id.rawValue)"
        }
    }
}
