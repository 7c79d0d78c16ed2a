/// A plain field's value as every layer stores and sends it (``PlainItemField``): a whole number
/// (a column's integer, a JSON number) or a text (a column's text, a JSON string). A field's own
/// type (``PlainFieldValue``) says which, and reads itself back from it.
public enum PlainValue: Hashable, Sendable {
    /// A whole number.
    case whole(Int)
    /// A text.
    case text(String)
}
