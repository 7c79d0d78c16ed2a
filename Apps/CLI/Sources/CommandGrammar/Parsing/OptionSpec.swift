/// An option a command accepts: `--name value` (or `--name=value`), or a flag `--name`.
public struct OptionSpec: Equatable, Sendable {
    /// The option's long name, without dashes.
    public let name: String
    /// Its one-letter form, if it has one.
    public let short: Character?
    /// `nil` for a flag; otherwise how help names the value ("id", "path").
    public let valueName: String?
    /// What help says of it.
    public let help: String
    /// Where a shell completes its value from.
    public var completion: CompletionSource = .none
    /// A required option is shown without brackets and must be given.
    public var isRequired = false
    /// Whether the option may be given more than once (each value counts); any other option given
    /// twice is a usage error rather than a silent "the last one wins".
    public var isRepeatable = false
    /// For a flag that may also take a value (`--json` or `--json=id,name`): the words the value
    /// is made of, comma-separated. `nil` for any other option.
    public var optionalValueWords: [String]?

    /// Whether a value must follow (`--user <id>`); a flag that may take one does not need one.
    public var takesValue: Bool { valueName != nil && optionalValueWords == nil }

    /// How help lists it: `--user <id>`, `-h, --help`.
    public var synopsis: String {
        short.map { "-\($0), \(usageSynopsis)" } ?? usageSynopsis
    }

    /// How a usage line shows it: the long name only, `--user <id>`.
    public var usageSynopsis: String {
        if optionalValueWords != nil { return "--\(name)[=<\(valueName ?? "value")>]" }
        return "--\(name)" + (valueName.map { " <\($0)>" } ?? "")
    }

    /// Whether the word after this flag is its value: it is made of the flag's words, or the
    /// command takes no arguments it could be (so that a misspelt field is named as one).
    public func takesAsValue(_ word: String, commandHasArguments: Bool) -> Bool {
        guard optionalValueWords != nil, !CommandLineWord.looksLikeOption(word) else { return false }
        return isOptionalValue(word) || !commandHasArguments
    }

    /// Whether a word is this flag's value: every comma-separated part one of its words.
    public func isOptionalValue(_ word: String) -> Bool {
        guard let words = optionalValueWords, !word.isEmpty else { return false }
        return word.split(separator: ",", omittingEmptySubsequences: false).allSatisfy {
            words.contains(String($0))
        }
    }
}

extension OptionSpec {
    /// A flag that may also take a value made of `words` (`--json[=<fields>]`).
    public init(flag name: String, valueName: String, words: [String], help: String) {
        self.init(name: name, short: nil, valueName: valueName, help: help)
        optionalValueWords = words
        completion = .words(words)
    }
}
