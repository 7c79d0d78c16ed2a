/// A plain field set to a value, or cleared (`value` `nil`): what `items add` and `items edit` say
/// of a field listed in ``ItemFields/plainFields``.
public struct PlainFieldChange: Hashable, Sendable {
    /// The field changed.
    public let field: PlainItemField
    /// Its new value; `nil` clears it.
    public let value: PlainValue?

    /// The change that sets `field` to `value` (`nil`: clears it).
    public init(_ field: PlainItemField, to value: PlainValue?) {
        self.field = field
        self.value = value
    }

    /// `fields` with the change made.
    public func apply(to fields: inout ItemFields) throws(ValidationError) {
        try field.write(value, into: &fields)
    }
}
