import Domain

/// The members of one JSON record (an object), read with the Domain's rules; each failure names
/// the member and the line it is on, and says why the Domain refused a value in the words
/// `describing` gives (Presentation's sentences, handed in by the app: the Data layer has none).
public struct JSONRecordFields {
    private let node: JSONNode
    /// The sentence for a value the Domain refused.
    public let describe: (any Error) -> String
    /// Whether an id may be provisional (negative, `Identifier+Provisional`): in a record a cache
    /// wrote for itself (its outbox), not in a backup, an import or a server's answer.
    public let readsProvisionalIDs: Bool

    /// The members of the object `node`; a refused value's sentence comes from `describe`;
    /// `readingProvisionalIDs`: the record is a cache's own (``readsProvisionalIDs``).
    public init(
        _ node: JSONNode, describing describe: @escaping (any Error) -> String,
        readingProvisionalIDs: Bool = false
    ) throws(JSONFieldError) {
        guard case .object = node.value else {
            throw JSONFieldError(
                line: node.line, key: nil, problem: .wrongType("an object, not \(node.value.kind)"))
        }
        self.node = node
        self.describe = describe
        readsProvisionalIDs = readingProvisionalIDs
    }

    /// The positive whole number at `key`, as an id.
    public func identifier<Entity>(_ key: String) throws(JSONFieldError) -> Identifier<Entity> {
        guard let value = try optionalIdentifier(key) as Identifier<Entity>? else { throw missing(key) }
        return value
    }

    /// `nil` when the member is absent or null.
    public func optionalIdentifier<Entity>(_ key: String) throws(JSONFieldError) -> Identifier<Entity>? {
        try optionalWholeNumber(key) { number in
            if readsProvisionalIDs, number < 0, let provisional = Identifier<Entity>(rawValue: number) {
                return provisional
            }
            return try Identifier<Entity>(validating: number)
        }
    }

    /// A whole-number member turned into a domain value by `make`, whose error becomes the
    /// message; `nil` when absent or null.
    public func optionalWholeNumber<Value>(_ key: String, _ make: (Int) throws -> Value)
        throws(JSONFieldError)
        -> Value?
    {
        guard let member = node.member(key), member.value != .null else { return nil }
        guard case .number(let text) = member.value else {
            throw problem(key, member, .wrongType("a whole number, not \(member.value.kind)"))
        }
        guard let number = member.integer else {
            throw problem(key, member, .wrongType("a whole number, not \(text)"))
        }
        do {
            return try make(number)
        } catch {
            throw problem(key, member, .invalid(describe(error)))
        }
    }

    /// `nil` when the member is absent.
    public func flag(_ key: String) throws(JSONFieldError) -> Bool? {
        guard let member = node.member(key) else { return nil }
        guard case .bool(let value) = member.value else {
            throw problem(key, member, .wrongType("true or false, not \(member.value.kind)"))
        }
        return value
    }

    /// A string member turned into a domain value by `make`, whose error becomes the message.
    public func value<Value>(_ key: String, _ make: (String) throws -> Value) throws(JSONFieldError) -> Value
    {
        guard let member = node.member(key) else { throw missing(key) }
        guard case .string(let text) = member.value else {
            throw problem(key, member, .wrongType("a string, not \(member.value.kind)"))
        }
        do {
            return try make(text)
        } catch {
            throw problem(key, member, .invalid(describe(error)))
        }
    }

    /// A string member turned into a domain value by `make`; `nil` when absent or null.
    public func optionalValue<Value>(_ key: String, _ make: (String) throws -> Value) throws(JSONFieldError)
        -> Value?
    {
        guard let member = node.member(key), member.value != .null else { return nil }
        return try value(key, make)
    }

    /// An array of strings, each turned into a domain value by `make`; empty when absent or null.
    public func values<Value>(_ key: String, _ make: (String) throws -> Value) throws(JSONFieldError)
        -> [Value]
    {
        guard let member = node.member(key), member.value != .null else { return [] }
        guard case .array(let elements) = member.value else {
            throw problem(key, member, .wrongType("an array of strings, not \(member.value.kind)"))
        }
        var values: [Value] = []
        for element in elements {
            guard case .string(let text) = element.value else {
                throw problem(
                    key, element, .wrongType("an array of strings, not one with \(element.value.kind)"))
            }
            do {
                values.append(try make(text))
            } catch {
                throw problem(key, element, .invalid(describe(error)))
            }
        }
        return values
    }

    /// An array of records (objects), each read as this one is; empty when absent or null.
    public func records(_ key: String) throws(JSONFieldError) -> [JSONRecordFields] {
        guard let member = node.member(key), member.value != .null else { return [] }
        guard case .array(let elements) = member.value else {
            throw problem(key, member, .wrongType("an array of objects, not \(member.value.kind)"))
        }
        var records: [JSONRecordFields] = []
        for element in elements {
            guard case .object = element.value else {
                throw problem(
                    key, element, .wrongType("an array of objects, not one with \(element.value.kind)"))
            }
            records.append(try JSONRecordFields(element, describing: describe))
        }
        return records
    }

    /// The line a member is on (the record's, when it is absent).
    public func line(of key: String) -> Int {
        node.member(key)?.line ?? node.line
    }

    private func missing(_ key: String) -> JSONFieldError {
        JSONFieldError(line: node.line, key: key, problem: .missing)
    }

    private func problem(_ key: String, _ member: JSONNode, _ problem: JSONFieldError.Problem)
        -> JSONFieldError
    {
        JSONFieldError(line: member.line, key: key, problem: problem)
    }
}
