/// A form for adding an item or renaming one, with a message under each invalid field.
public struct ItemFormState: Equatable, Sendable, CustomStringConvertible {
    public var name = ""
    public var nameError: String?
    public var ownerError: String?
    public var isSaving = false
    public var error: UserFacingError?
    public var confirmation: String?
    /// The stored item, once saved.
    public var saved: ItemRow?

    public init() {}

    public var description: String {
        var parts = ["name=\"\(name)\""]
        if let nameError { parts.append("nameError=\"\(nameError)\"") }
        if let ownerError { parts.append("ownerError=\"\(ownerError)\"") }
        if isSaving { parts.append("saving") }
        if let error { parts.append("error=\"\(error.message)\"") }
        if let confirmation { parts.append("confirmation=\"\(confirmation)\"") }
        return "ItemForm(" + parts.joined(separator: " ") + ")"
    }
}
