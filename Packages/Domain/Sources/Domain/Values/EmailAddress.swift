/// An e-mail address in its canonical, lower-cased form.
///
/// The check is deliberately practical rather than RFC 5322 complete: one `@`, a local part
/// of 1 to 64 characters, a domain with at least one dot and no empty label, no white space
/// or control characters, 254 characters at most. Two addresses that differ only in case are
/// the same address, which is why the value is stored lower-cased.
public struct EmailAddress: Hashable, Sendable, CustomStringConvertible {
    /// The longest address the Internet's rules allow.
    public static let maximumLength = 254
    /// The longest part before the `@`.
    public static let maximumLocalPartLength = 64

    /// The address, trimmed and lower-cased.
    public let value: String

    /// Checks `raw`: trimmed, one `@`, a local part of at most ``maximumLocalPartLength`` and a host name.
    public init(_ raw: String) throws(ValidationError) {
        let text = raw.trimmingWhitespace
        guard !text.isEmpty else { throw Self.invalid(.empty) }
        guard text.count <= Self.maximumLength else {
            throw Self.invalid(.tooLong(maximum: Self.maximumLength))
        }
        if text.unicodeScalars.contains(where: { $0.isLineBreak || $0.isControl }) {
            throw Self.invalid(.containsControlCharacter)
        }
        if text.unicodeScalars.contains(where: \.isInvisibleFormatting) {
            throw Self.invalid(.containsInvisibleCharacter)
        }
        if text.unicodeScalars.contains(where: \.isWhitespaceFast) {
            throw Self.invalid(.malformed(.containsWhitespace))
        }
        if text.hasPrefix("<") || text.hasSuffix(">") {
            throw Self.invalid(.malformed(.containsAngleBracket))
        }
        let parts = text.split(separator: "@", omittingEmptySubsequences: false)
        guard parts.count == 2 else { throw Self.invalid(.malformed(.needsExactlyOneAtSign)) }
        let (localPart, domain) = (parts[0], parts[1])
        guard !localPart.isEmpty else { throw Self.invalid(.malformed(.missingLocalPart)) }
        guard localPart.count <= Self.maximumLocalPartLength else {
            throw Self.invalid(.tooLong(maximum: Self.maximumLocalPartLength))
        }
        let labels = domain.split(separator: ".", omittingEmptySubsequences: false)
        guard labels.count >= 2, labels.allSatisfy({ !$0.isEmpty }) else {
            throw Self.invalid(.malformed(.invalidDomain))
        }
        value = text.lowercased()
    }

    /// The address.
    public var description: String { value }

    private static func invalid(_ problem: ValidationError.Problem) -> ValidationError {
        ValidationError(field: .emailAddress, problem: problem)
    }
}
