/// Where the in-memory store keeps a recorded page (``RecordedPage``): its listing and its span.
struct RecordedPageKey: Hashable, Sendable {
    let listing: String
    let ids: ClosedRange<Int>
}
