import CommandGrammar
import Domain

/// A person as typed in one go, the e-mail address last: `Chloé Martin chloe@example.org` (what
/// `crew users add` takes without `--name` and `--email`, and `crew ui`'s users view prompts for).
struct NameAndEmail: ArgumentParsable, Hashable {
    let name: PersonName
    let email: EmailAddress

    init(argument: String) throws(ArgumentValueError) {
        guard let (name, email) = Self.split(argument) else {
            throw ArgumentValueError("it must be a name and an email address, the email last")
        }
        do {
            self.name = try PersonName(name)
            self.email = try EmailAddress(email)
        } catch {
            throw ArgumentValueError(describing: error)
        }
    }

    /// The words before the last one, and the last one; `nil` for fewer than two words. The
    /// address may be written as a mail header writes it, in angle brackets (`Ann Lee
    /// <ann@example.org>`): they are taken away.
    static func split(_ text: String) -> (name: String, email: String)? {
        var words = text.split(whereSeparator: \.isWhitespace).map(String.init)
        guard var email = words.popLast(), !words.isEmpty else { return nil }
        if email.count > 2, email.hasPrefix("<"), email.hasSuffix(">") {
            email = String(email.dropFirst().dropLast())
        }
        return (words.joined(separator: " "), email)
    }
}
