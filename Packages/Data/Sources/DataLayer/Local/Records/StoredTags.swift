import Domain

/// An item's tags as its row keeps them: a JSON array of tag strings, sorted (`["home","work"]`).
/// Tags hold only `a-z0-9-_`, so the array needs no escaping, and SQLite's `json_each` reads it
/// for `item_tags`.
enum StoredTags {
    static func json(_ tags: Tags) -> String {
        "[" + tags.sorted.map { "\"\($0.value)\"" }.joined(separator: ",") + "]"
    }

    /// The tags of a stored array; a value that is not a tag (another tool wrote it) is refused.
    static func read(_ json: String) throws(ValidationError) -> Tags {
        // Most items have none: one comparison, no parsing, for each of a listing's rows.
        if json == "[]" { return .none }
        // crew writes no spaces: only a value another tool wrote needs them taken out (and
        // asking each character whether it is whitespace costs a Unicode lookup per character).
        let compact =
            json.utf8.contains { $0 == 0x20 || $0 == 0x0A || $0 == 0x0D || $0 == 0x09 }
            ? json.filter { !$0.isWhitespace } : json
        guard compact.hasPrefix("["), compact.hasSuffix("]") else {
            throw ValidationError(field: .tag, problem: .notATag)
        }
        let body = compact.dropFirst().dropLast()
        guard !body.isEmpty else { return .none }
        var tags: [Tag] = []
        for text in body.split(separator: ",", omittingEmptySubsequences: false) {
            guard text.count >= 2, text.hasPrefix("\""), text.hasSuffix("\"") else {
                throw ValidationError(field: .tag, problem: .notATag)
            }
            tags.append(try Tag(String(text.dropFirst().dropLast())))
        }
        return try Tags(tags)
    }
}
