/// A form for registering or editing a user, with a message under each invalid field.
public struct UserFormState: Equatable, Sendable, CustomStringConvertible {
    public var name = ""
    public var email = ""
    public var nameError: String?
    public var emailError: String?
    public var isSaving = false
    public var error: UserFacingError?
    public var confirmation: String?
    /// The stored user, once saved.
    public var saved: UserRow?

    public init() {}

    public var description: String {
        var parts = ["name=\"\(name)\"", "email=\"\(email)\""]
        if let nameError { parts.append("nameError=\"\(nameError)\"") }
        if let emailError { parts.append("emailError=\"\(emailError)\"") }
        if isSaving { parts.append("saving") }
        if let error { parts.append("error=\"\(error.message)\"") }
        if let confirmation { parts.append("confirmation=\"\(confirmation)\"") }
        return "UserForm(" + parts.joined(separator: " ") + ")"
    }
}
