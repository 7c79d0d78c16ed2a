/// What the parser read from the command line, before any value is interpreted.
struct ParsedCommand: Equatable, Sendable {
    /// The command path after `crew`, such as `["items", "add"]`.
    let path: [String]
    let arguments: [String]
    /// Option values by name, in the order given (a flag has one empty value per use).
    let options: [String: [String]]

    func has(_ flag: String) -> Bool {
        options[flag] != nil
    }

    /// The last value given for an option (a later `--user` wins, as in most tools).
    func value(_ option: String) -> String? {
        options[option]?.last
    }
}
