/// An item's tags: each once, in order (``Tag``'s), at most 16.
public struct Tags: Hashable, Sendable, Sequence, CustomStringConvertible {
    /// The most tags one item may have.
    public static let maximumCount = 16
    /// No tags.
    public static let none = Tags(uncheckedSorted: [])

    /// Sorted, each once.
    public let sorted: [Tag]

    /// The tags given, each once; more than 16 different ones is refused.
    public init(_ tags: some Sequence<Tag>) throws(ValidationError) {
        try self.init(Array(tags))
    }

    /// The tags of an array (what a store reads): a call from another module runs this, made for
    /// arrays, where the generic one above builds the metadata of its `Set` from its mangled
    /// name at the first call in a process (a fiftieth of an `items done`).
    public init(_ tags: [Tag]) throws(ValidationError) {
        let unique = Array(Set(tags)).sorted()
        guard unique.count <= Self.maximumCount else {
            throw ValidationError(field: .tags, problem: .tooMany(maximum: Self.maximumCount))
        }
        sorted = unique
    }

    private init(uncheckedSorted: [Tag]) {
        sorted = uncheckedSorted
    }

    /// Whether there are no tags.
    public var isEmpty: Bool { sorted.isEmpty }
    /// How many tags there are.
    public var count: Int { sorted.count }

    /// Whether `tag` is one of them.
    public func contains(_ tag: Tag) -> Bool {
        sorted.contains(tag)
    }

    /// Whether every tag of `other` is here (an empty `other` always is).
    public func containsAll(of other: Tags) -> Bool {
        other.sorted.allSatisfy(contains)
    }

    /// These tags and `more`; past 16 different ones, refused.
    public func adding(_ more: some Sequence<Tag>) throws(ValidationError) -> Tags {
        try Tags(sorted + Array(more))
    }

    /// These tags without any of `gone`.
    public func removing(_ gone: some Sequence<Tag>) -> Tags {
        let removed = Set(gone)
        return Tags(uncheckedSorted: sorted.filter { !removed.contains($0) })
    }

    /// The tags in order.
    public func makeIterator() -> IndexingIterator<[Tag]> {
        sorted.makeIterator()
    }

    /// `home,urgent`: how TSV and the store write them.
    public var description: String {
        sorted.map(\.value).joined(separator: ",")
    }
}
