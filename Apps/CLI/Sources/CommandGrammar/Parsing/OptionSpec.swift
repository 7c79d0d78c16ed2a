/// An option a command accepts: `--name value` (or `--name=value`), or a flag `--name`.
public struct OptionSpec: Equatable, Sendable {
    public let name: String
    public let short: Character?
    /// `nil` for a flag; otherwise how help names the value ("id", "path").
    public let valueName: String?
    public let help: String
    /// Where a shell completes its value from.
    public var completion: CompletionSource = .none
    /// A required option is shown without brackets and must be given.
    public var isRequired = false
    /// Whether the option may be given more than once (each value counts); any other option given
    /// twice is a usage error rather than a silent "the last one wins".
    public var isRepeatable = false

    public var takesValue: Bool { valueName != nil }

    /// How help lists it: `--user <id>`, `-h, --help`.
    public var synopsis: String {
        short.map { "-\($0), \(usageSynopsis)" } ?? usageSynopsis
    }

    /// How a usage line shows it: the long name only, `--user <id>`.
    public var usageSynopsis: String {
        "--\(name)" + (valueName.map { " <\($0)>" } ?? "")
    }
}
