/// A JSON value and the line (1-based) on which it starts.
public struct JSONNode: Equatable, Sendable {
    /// The value.
    public let value: JSONValue
    /// The line it starts on.
    public let line: Int

    /// The member `key` of an object, if this is an object that has it.
    public func member(_ key: String) -> JSONNode? {
        guard case .object(let members) = value else { return nil }
        return members.first { $0.key == key }?.value
    }

    /// The number as an `Int`, when it is written as a whole number that fits one
    /// (`1.5`, `1e3` and `99999999999999999999` are not).
    public var integer: Int? {
        guard case .number(let text) = value else { return nil }
        return Int(text)
    }
}
