/// A change to one optional field of an item: give it a value, or clear it.
public enum FieldChange<Value: Hashable & Sendable>: Hashable, Sendable {
    /// Gives the field this value.
    case set(Value)
    /// Clears the field.
    case clear

    /// The field's value after the change.
    public var value: Value? {
        guard case .set(let value) = self else { return nil }
        return value
    }
}
