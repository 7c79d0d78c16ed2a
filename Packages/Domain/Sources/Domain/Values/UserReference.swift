/// A user as a person names one on a command line: an id (`3`), an e-mail address
/// (`chloe@example.org`), or the start of one user's name, in any case (`chl`).
public enum UserReference: Hashable, Sendable {
    /// A user's id.
    case id(User.ID)
    /// A user's e-mail address.
    case email(EmailAddress)
    /// The start of a word of a user's name, folded.
    case namePrefix(String)

    /// Digits are an id (`~2`: a provisional one, a user added offline), text with an `@` an
    /// e-mail address, anything else a name's start.
    public init(_ raw: String) throws(ValidationError) {
        let text = raw.trimmingWhitespace
        if text.hasPrefix("~"), let number = Int(text.dropFirst()) {
            guard let id = User.ID(provisional: number) else {
                throw ValidationError(field: .identifier, problem: .outOfRange(1...User.ID.provisionalCount))
            }
            self = .id(id)
        } else if !text.isEmpty, text.allSatisfy({ $0.isASCII && $0.isNumber }) {
            guard let value = Int(text) else {
                throw ValidationError(field: .identifier, problem: .outOfRange(1...User.ID.maximum))
            }
            self = .id(try User.ID(validating: value))
        } else if text.contains("@") {
            self = .email(try EmailAddress(text))
        } else {
            // A name's start follows a name's rules (one line, no invisible characters).
            self = .namePrefix(try PersonName(text).value)
        }
    }
}
