/// The value of a plain field of an item (one listed in ``ItemFields/plainFields``): a Domain type
/// with its rules that every layer handles the same way, through its ``PlainValue``, so that a new
/// field of this kind is written in the Domain and each store's migration, not in every layer.
public protocol PlainFieldValue: Hashable, Sendable, CustomStringConvertible {
    /// The field's one name: in messages (`estimate: …`), and its key everywhere
    /// (``PlainItemField/key``).
    static var field: ValidationError.Field { get }
    /// Whether stores keep it as a whole number (then it is also a `--sort` order), else as a text.
    static var isWholeNumber: Bool { get }
    /// How a person types it (`--estimate 1h30m`).
    init(typed text: String) throws(ValidationError)
    /// What stores, documents and the API keep: a whole number or a text.
    var plainValue: PlainValue { get }
    /// The value a store, a document or the API kept; refused when it breaks the type's rules.
    init(plainValue: PlainValue) throws(ValidationError)
}
