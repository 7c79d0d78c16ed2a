import Foundation

/// What a server's refusal says, as one safe line: the `error`, `message` or `detail` text of a
/// JSON body (a string, or an object's own `message`), or a short plain-text body; control
/// characters and invisible formatting blanked (a body is the server's to write, the terminal is
/// not), cut at 200 characters. Empty when the body says nothing readable.
enum ServerMessage {
    static let maximumLength = 200

    static func of(_ response: HTTPResponse) -> String {
        guard !response.body.isEmpty, response.body.count <= 65_536 else { return "" }
        if let object = try? JSONSerialization.jsonObject(with: response.body) as? [String: Any] {
            for key in ["error", "message", "detail", "title"] {
                if let text = object[key] as? String { return safe(text) }
                if let nested = object[key] as? [String: Any], let text = nested["message"] as? String {
                    return safe(text)
                }
            }
            return ""
        }
        let type = response.header("Content-Type")?.lowercased() ?? ""
        guard type.hasPrefix("text/plain"), let text = String(data: response.body, encoding: .utf8) else {
            return ""
        }
        return safe(text)
    }

    private static func safe(_ text: String) -> String {
        var line = String(
            String.UnicodeScalarView(
                text.unicodeScalars.map { scalar in
                    let value = scalar.value
                    let isControl = value < 0x20 || (0x7F...0x9F).contains(value)
                    let isFormat = scalar.properties.generalCategory == .format
                    return isControl || isFormat ? " " : scalar
                }))
        line = line.split(separator: " ", omittingEmptySubsequences: true).joined(separator: " ")
        if line.count > maximumLength { line = String(line.prefix(maximumLength - 1)) + "…" }
        while line.last == "." { line.removeLast() }
        return line
    }
}
