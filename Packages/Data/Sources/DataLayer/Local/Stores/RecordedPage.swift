/// What a cache keeps of a page of an API's listing it replaced its items with (see
/// ``CacheRefreshStore/replaceItems(matching:idsIn:with:recording:)``): the answer's digest, and
/// how many of its records were kept and left out. The next read of the same page that gets the
/// same answer, while nothing was written to the cache since, has nothing to change: its rows,
/// its owners and its waiting changes need not be read again (`crew sync` of 10,000 unchanged
/// todos read and compared every row, most of its time in the store).
public struct RecordedPage: Hashable, Sendable {
    /// The answer's digest (`AnswerDigest`): the same text for the same bytes.
    public let answer: String
    /// Records of the page that the cache holds.
    public let kept: Int
    /// Records of the page that were left out (invalid, or without a known owner).
    public let skipped: Int

    public init(answer: String, kept: Int, skipped: Int) {
        self.answer = answer
        self.kept = kept
        self.skipped = skipped
    }
}
