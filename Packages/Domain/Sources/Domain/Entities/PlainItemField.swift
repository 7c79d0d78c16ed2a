/// A plain field of an item: one value of a ``PlainFieldValue`` type, or none, kept under one key
/// everywhere (the column, `--json`, backups, the API body, `items show`, `crew log`). Every layer
/// reads, writes, compares, merges, edits and sorts such a field from this description alone, so a
/// new one is an ``ItemFields`` property, its entry in ``ItemFields/plainFields``, its value type,
/// each store's migration and its command-line option.
public struct PlainItemField: Hashable, Sendable {
    /// The field's one name: the column, the JSON key, the API member, the `--sort` word.
    public let key: String
    /// Whether its values are whole numbers: such a field is a `--sort` order (none last).
    public let isWholeNumber: Bool
    private let get: @Sendable (ItemFields) -> PlainValue?
    private let set: @Sendable (inout ItemFields, PlainValue?) throws(ValidationError) -> Void
    private let describe: @Sendable (PlainValue) -> String

    /// The field that `read` reads and `write` writes, named as its type names it
    /// (``PlainFieldValue/field``): `field(read: { $0.estimate }, write: { $0.estimate = $1 })`.
    ///
    /// Two closures rather than a key path: a key path literal is made at run time the first time
    /// it is evaluated, its pattern demangled (callgrind: 61,000 of `items done`'s 4.3 million
    /// instructions, every command that reads the field table paying it).
    public static func field<Value: PlainFieldValue>(
        read: @escaping @Sendable (ItemFields) -> Value?,
        write: @escaping @Sendable (inout ItemFields, Value?) -> Void
    ) -> PlainItemField {
        PlainItemField(
            key: Value.field.rawValue, isWholeNumber: Value.isWholeNumber,
            get: { read($0)?.plainValue },
            set: { fields, value throws(ValidationError) in
                write(
                    &fields,
                    try value.map { plain throws(ValidationError) in try Value(plainValue: plain) })
            },
            describe: { plain in (try? Value(plainValue: plain))?.description ?? "\(plain)" })
    }

    private init(
        key: String, isWholeNumber: Bool, get: @escaping @Sendable (ItemFields) -> PlainValue?,
        set: @escaping @Sendable (inout ItemFields, PlainValue?) throws(ValidationError) -> Void,
        describe: @escaping @Sendable (PlainValue) -> String
    ) {
        self.key = key
        self.isWholeNumber = isWholeNumber
        self.get = get
        self.set = set
        self.describe = describe
    }

    /// The field's value in `fields`; `nil` for none.
    public func value(in fields: ItemFields) -> PlainValue? { get(fields) }

    /// `fields` with this field holding `value` (`nil`: none); refused when the value breaks
    /// the field type's rules.
    public func write(_ value: PlainValue?, into fields: inout ItemFields) throws(ValidationError) {
        try set(&fields, value)
    }

    /// The value as a person reads it (`1h30m`).
    public func text(of value: PlainValue) -> String { describe(value) }

    /// The field's value in `fields` as a person reads it; `nil` for none.
    public func text(in fields: ItemFields) -> String? { value(in: fields).map(describe) }

    /// Two entries are the same field when their keys are.
    public static func == (lhs: PlainItemField, rhs: PlainItemField) -> Bool { lhs.key == rhs.key }
    /// Hashes the key, the field's identity.
    public func hash(into hasher: inout Hasher) { hasher.combine(key) }
}
