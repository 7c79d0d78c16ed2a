/// A bearer token for the remote API. It never shows itself: printing, interpolating or
/// dumping it gives a redacted placeholder, so it cannot leak into output or logs by accident.
public struct APIToken: Sendable, CustomStringConvertible, CustomDebugStringConvertible, CustomReflectable {
    let secret: String

    /// `nil` for an empty or blank token.
    public init?(_ secret: String) {
        guard !secret.allSatisfy(\.isWhitespace) else { return nil }
        self.secret = secret
    }

    /// Whether `text` holds the token: how the shell keeps it out of its history file.
    public func appears(in text: String) -> Bool {
        text.contains(secret)
    }

    public var description: String { "<redacted>" }
    public var debugDescription: String { description }
    public var customMirror: Mirror { Mirror(self, children: []) }
}
