import Domain

/// How a search's text is written into a condition: a LIKE pattern (PostgreSQL) or an FTS5
/// phrase (SQLite), each taking the query's characters literally.
extension ItemQuerySQL {
    /// A LIKE pattern for names whose folded form contains the query's folded form: its `%`, `_`
    /// and `\\` stand for themselves.
    static func containsPattern(_ query: SearchQuery) -> String {
        "%" + escaped(SearchFolding.folded(query)) + "%"
    }

    /// The two LIKE patterns of names with a word that starts with the query's folded form: the
    /// name's start, or after a space (the Domain's word start).
    static func wordStartPatterns(_ query: SearchQuery) -> [String] {
        let text = escaped(SearchFolding.folded(query))
        return [text + "%", "% " + text + "%"]
    }

    /// PostgreSQL's condition on the folded name for `search`, with its LIKE patterns: the query
    /// (one character: at a word's start), or for several words, each word by the same rule.
    static func nameMatch(_ search: SearchQuery) -> (condition: String, patterns: [String]) {
        func one(_ query: SearchQuery) -> (condition: String, patterns: [String]) {
            query.matchesWordStarts
                ? (
                    "(items.name_key LIKE ? ESCAPE '\\' OR items.name_key LIKE ? ESCAPE '\\')",
                    wordStartPatterns(query)
                )
                : ("items.name_key LIKE ? ESCAPE '\\'", [containsPattern(query)])
        }
        let whole = one(search)
        guard search.hasSeveralWords else { return whole }
        let words = search.words.map(one)
        return (
            "(\(whole.condition) OR (\(words.map(\.condition).joined(separator: " AND "))))",
            whole.patterns + words.flatMap(\.patterns)
        )
    }

    private static func escaped(_ text: String) -> String {
        var pattern = ""
        for character in text {
            if character == "%" || character == "_" || character == "\\" { pattern.append("\\") }
            pattern.append(character)
        }
        return pattern
    }

    /// An FTS5 phrase: the text in double quotes, inner quotes doubled, so that every character
    /// (operators, `*`, `-`, `:`) is searched for literally.
    /// Written character by character: joining the split pieces went through the standard
    /// library's generic `joined`, whose first call looks its types up at run time (a fifth of a
    /// small search's own work, seen with callgrind).
    static func phrase(_ text: String) -> String {
        var phrase = "\""
        for character in text {
            if character == "\"" { phrase.append("\"") }
            phrase.append(character)
        }
        phrase.append("\"")
        return phrase
    }
}
