import Domain

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// A value of every field in the table (`ItemField.allCases`) other than a new item's, for the
/// field coverage specs: a field added to the table and forgotten in one place fails the spec of
/// that place, named by the field. A plain field's example is its entry in `plainValues`; a field
/// without one fails every spec, saying so.
public enum ItemFieldExamples {
    /// Two different example values of each plain field (``ItemFields/plainFields``), by key.
    public static let plainValues: [String: [PlainValue]] = ["estimate": [.whole(90), .whole(45)]]

    /// The owner an example's `owner` names: a store must hold user 1 first.
    public static let owner = userID(1)

    /// `item` with `field` holding its example (`every` needs a due day: it gets one too);
    /// `second`: a plain field's other example.
    public static func changing(_ field: ItemField, of item: Item, second: Bool = false) throws -> Item {
        var item = item
        if let plain = field.plain {
            guard let values = plainValues[plain.key], values.count == 2 else {
                throw MissingExample(field: field)
            }
            let value = values[second ? 1 : 0]
            try plain.write(value, into: &item.fields)
            return item
        }
        switch field {
        case .name: item.name = try ItemName("Renamed for the field specs")
        case .done: item.fields.complete(at: Date(timeIntervalSince1970: 1_800_000_000))
        case .owner: item.ownerID = owner
        case .due: item.due = dueDate("2030-01-15")
        case .priority: item.priority = .high
        case .tags: item.tags = try Tags([try Tag("alpha"), try Tag("beta")])
        case .every:
            item.due = item.due ?? dueDate("2030-01-15")
            item.every = .weeks(2)
        case .notes:
            item.notes = [
                ItemNote(writtenAt: Date(timeIntervalSince1970: 1_800_000_000), text: noteText("Field spec"))
            ]
        default: throw MissingExample(field: field)
        }
        return item
    }

    /// A field the specs have no example of.
    public struct MissingExample: Error, CustomStringConvertible {
        public let field: ItemField
        public var description: String {
            "no example of the field '\(field)': add one to ItemFieldExamples (DomainTestSupport)"
        }
    }
}
