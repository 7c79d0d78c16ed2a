import Domain

/// The members of a todo that carry the Domain's plain fields (`ItemFields.plainFields`), each
/// under its field's key: a number or a string, `null` or absent for none. ``TodoDTO`` reads them
/// and ``TodoBody`` and `TodoPatch` write them, so a new plain field travels with no DTO change.
public struct PlainMembers: Codable, Equatable, Sendable {
    /// The value of each plain field the record holds, by key.
    public let values: [String: PlainValue]

    /// Members holding `values`, by key.
    public init(_ values: [String: PlainValue] = [:]) {
        self.values = values
    }

    /// The plain fields `fields` holds.
    public init(_ fields: ItemFields) {
        var values: [String: PlainValue] = [:]
        for field in ItemFields.plainFields { values[field.key] = field.value(in: fields) }
        self.init(values)
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: MemberKey.self)
        var values: [String: PlainValue] = [:]
        for field in ItemFields.plainFields {
            let key = MemberKey(field.key)
            guard try container.contains(key) && !container.decodeNil(forKey: key) else { continue }
            values[field.key] =
                field.isWholeNumber
                ? .whole(try container.decode(Int.self, forKey: key))
                : .text(try container.decode(String.self, forKey: key))
        }
        self.values = values
    }

    /// Every plain field, `null` for none: a change that clears one really clears it on the server.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: MemberKey.self)
        for field in ItemFields.plainFields {
            try encode(field, into: &container)
        }
    }

    /// The one member of `field`.
    func encode(_ field: PlainItemField, into container: inout KeyedEncodingContainer<MemberKey>) throws {
        let key = MemberKey(field.key)
        switch values[field.key] {
        case nil: try container.encodeNil(forKey: key)
        case .whole(let number)?: try container.encode(number, forKey: key)
        case .text(let text)?: try container.encode(text, forKey: key)
        }
    }

    /// `fields` with every plain field as these members hold it; refused when one breaks its
    /// type's rules.
    public func apply(to fields: inout ItemFields) throws(ValidationError) {
        for field in ItemFields.plainFields { try field.write(values[field.key], into: &fields) }
    }

    /// The member of `field` as JSON text (`90`, `"x"`, `null`), for a body written by hand.
    public func json(of field: PlainItemField) -> String {
        switch values[field.key] {
        case nil: "null"
        case .whole(let number)?: String(number)
        case .text(let text)?: JSONText.string(text)
        }
    }

    /// A member's name.
    struct MemberKey: CodingKey {
        let stringValue: String
        var intValue: Int? { nil }
        init(_ name: String) { stringValue = name }
        init?(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }
}
