/// A URL's query values that look like credentials (`?token=…`, `&api_key=…`): what `crew
/// config` shows as `***`, as it shows a URL's password. A name counts when it holds one of
/// `secretWords` whatever its case, so `access_token`, `apiKey` and `X-Auth` all do.
public enum URLQuerySecrets {
    static let secretWords = [
        "token", "key", "secret", "password", "passwd", "pass", "auth", "sig", "credential",
    ]

    /// `text` with its password (``URLPassword``) and every secret query value as `***`.
    public static func redacting(_ text: String) -> String {
        let text = URLPassword.redacting(text)
        guard let question = text.firstIndex(of: "?") else { return text }
        let fragment = text[question...].firstIndex(of: "#") ?? text.endIndex
        let query = text[text.index(after: question)..<fragment]
        let parameters = query.split(separator: "&", omittingEmptySubsequences: false).map { parameter in
            guard let equals = parameter.firstIndex(of: "=") else { return String(parameter) }
            let name = parameter[..<equals].lowercased()
            guard secretWords.contains(where: { name.contains($0) }) else { return String(parameter) }
            return parameter[...equals] + "***"
        }
        // Joined apart: inside the `+`, the standard library's generic `joined` was chosen over
        // this module's (`BidirectionalCollection+Joined.swift`), and every API command paid its
        // run-time look-ups (callgrind: 180,000 of `items list -n 10`'s instructions).
        let joined = parameters.joined(separator: "&")
        return text[...question] + joined + text[fragment...]
    }
}
