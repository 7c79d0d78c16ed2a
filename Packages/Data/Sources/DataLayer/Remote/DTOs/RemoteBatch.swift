/// The valid records of a listing, and how many invalid ones were skipped so that one bad
/// record does not sink the batch.
public struct RemoteBatch<Element: Sendable>: Sendable {
    /// The records read.
    public var elements: [Element]
    /// How many records were skipped because the Domain refuses them.
    public var skipped: Int

    /// Records read and how many were skipped.
    public init(elements: [Element], skipped: Int) {
        self.elements = elements
        self.skipped = skipped
    }

    /// Maps every DTO with `toDomain`, counting the ones that fail (and the ones that could not
    /// be decoded at all, `nil`) instead of failing.
    public init<DTO>(_ dtos: [DTO?], toDomain: (DTO) throws -> Element) {
        var elements: [Element] = []
        for case let dto? in dtos {
            if let element = try? toDomain(dto) { elements.append(element) }
        }
        self.init(elements: elements, skipped: dtos.count - elements.count)
    }
}
