/// What the shell's Tab offers inside a command's words, read from the command's own grammar
/// the way the bash completion reads it: an option's name, an option's values, or the values of
/// the argument at that place.
struct ShellCompletion {
    /// The ids of the rows shown.
    let ids: [String]
    /// The tags of the rows shown, for `--tag` and `--untag`.
    let tags: [String]
    /// The store's users: ids, then e-mails.
    let users: [String]

    /// The candidates for the word `current` after the words `previous` (the instruction word left
    /// out) of a line read with `spec`.
    func candidates(in spec: CommandSpec, after previous: [String], completing current: String) -> [String] {
        if current.hasPrefix("-") { return spec.options.map { "--\($0.name)" } }
        if let last = previous.last, let option = Self.option(last, in: spec), option.takesValue {
            return values(of: option.completion, named: option.name)
        }
        var positionals = 0
        var index = 0
        while index < previous.count {
            if let option = Self.option(previous[index], in: spec) {
                index += option.takesValue ? 2 : 1
            } else {
                positionals += 1
                index += 1
            }
        }
        let arguments = spec.arguments
        guard let argument = positionals < arguments.count ? arguments[positionals] : arguments.last,
            positionals < arguments.count || argument.isRepeating
        else { return [] }
        return values(of: argument.completion, named: argument.name)
    }

    private func values(of source: CompletionSource, named name: String) -> [String] {
        switch source {
        case .words(let words): words
        case .items: ids
        case .users: users
        case .files: []
        case .none: name == "tag" || name == "untag" ? tags : []
        }
    }

    private static func option(_ word: String, in spec: CommandSpec) -> OptionSpec? {
        spec.options.first { "--\($0.name)" == word || $0.short.map { "-\($0)" } == word }
    }
}
