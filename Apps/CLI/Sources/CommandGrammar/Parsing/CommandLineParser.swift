/// Reads a command line against the command tree, the way swift-argument-parser does:
/// `--opt value` and `--opt=value`, `--` ends the options, global options anywhere, and a
/// negative number is a value (so `crew items done -3` reports a bad id, not an unknown option).
public struct CommandLineParser<Context: Equatable & Sendable> {
    /// The command tree it parses against.
    public let root: CommandSpec
    /// What values are read against besides the words, read once where the command line is read
    /// (crew: today's day); every parse carries it.
    public let context: Context

    /// A parser for the commands of `root`, carrying `context` to every parsed line.
    public init(root: CommandSpec, context: Context) {
        self.root = root
        self.context = context
    }

    /// Reads `arguments` (without the program's name): the command path, its arguments and its options; a
    /// word that fits nowhere is a usage error, with a suggestion when one is near.
    public func parse(_ arguments: [String]) throws(UsageError) -> ParsedArguments<Context> {
        var node = root
        var path: [String] = []
        var positionals: [String] = []
        var options: [String: [String]] = [:]
        var index = 0
        var optionsEnded = false

        while index < arguments.count {
            let token = arguments[index]
            index += 1
            if optionsEnded || !Self.looksLikeOption(token) {
                if positionals.isEmpty, node.hasSubcommands {
                    guard let next = node.subcommand(named: token) else {
                        if options[GlobalOptions.declared.help.spec.name] != nil { break }
                        throw UsageError(
                            "Unknown command '\(QuotedWord.shown(token))'\(suggestion(for: token, in: node))",
                            path: path)
                    }
                    node = next
                    path.append(token)
                } else {
                    positionals.append(token)
                }
                continue
            }
            if token == "--" {
                optionsEnded = true
                continue
            }
            for (spec, inlineValue) in try self.options(for: token, in: node, path: path) {
                if spec.takesValue, !spec.isRepeatable, options[spec.name] != nil {
                    throw UsageError("The option '--\(spec.name)' was given more than once", path: path)
                }
                if spec.takesValue {
                    if let inlineValue {
                        options[spec.name, default: []].append(inlineValue)
                    } else if index < arguments.count, !Self.isOptionName(arguments[index]) {
                        options[spec.name, default: []].append(arguments[index])
                        index += 1
                    } else {
                        throw UsageError(
                            "Missing value for '--\(spec.name) <\(spec.valueName ?? "value")>'", path: path)
                    }
                } else if spec.optionalValueWords != nil {
                    // `--json=id,name`; `--json id,name` when the word is the flag's value, or the
                    // command takes no arguments (so that a misspelt field is named as one).
                    if let inlineValue {
                        options[spec.name, default: []].append(inlineValue)
                    } else if index < arguments.count,
                        spec.takesAsValue(arguments[index], commandHasArguments: !node.arguments.isEmpty)
                    {
                        options[spec.name, default: []].append(arguments[index])
                        index += 1
                    } else {
                        options[spec.name, default: []].append("")
                    }
                } else {
                    if inlineValue != nil {
                        throw UsageError("The option '--\(spec.name)' does not take a value", path: path)
                    }
                    options[spec.name, default: []].append("")
                }
            }
        }
        if let last = node.arguments.last, last.joinsWords, positionals.count > node.arguments.count {
            let start = node.arguments.count - 1
            positionals = Array(positionals[..<start]) + [positionals[start...].joined(separator: " ")]
        }
        let parsed = ParsedArguments(
            path: path, arguments: positionals, options: options, argumentNames: node.arguments.map(\.name),
            context: context)
        if options[GlobalOptions.declared.help.spec.name] != nil
            || options[GlobalOptions.declared.version.spec.name] != nil
        {
            return parsed
        }
        try validate(parsed, against: node)
        return parsed
    }

    /// The command at `path`, if it exists.
    public func command(at path: [String]) -> CommandSpec? {
        root.command(at: path)
    }

    private func option(
        for token: String, in node: CommandSpec, path: [String]
    ) throws(UsageError) -> (OptionSpec, String?) {
        let known = node.options + GlobalOptions.specs
        if token.hasPrefix("--") {
            let body = token.dropFirst(2)
            let name = String(body.prefix { $0 != "=" })
            let value = body.contains("=") ? String(body.drop { $0 != "=" }.dropFirst()) : nil
            guard let spec = known.first(where: { $0.name == name }) else {
                let close = known.map(\.name).min {
                    EditDistance.between($0, name) < EditDistance.between($1, name)
                }
                let hint =
                    close.flatMap { EditDistance.between($0, name) <= 2 ? "; did you mean '--\($0)'?" : nil }
                    ?? ""
                throw UsageError("Unknown option '--\(QuotedWord.shown(name))'\(hint)", path: path)
            }
            return (spec, value)
        }
        guard token.count == 2, let short = token.last, let spec = known.first(where: { $0.short == short })
        else {
            throw UsageError("Unknown option '\(QuotedWord.shown(token))'", path: path)
        }
        return (spec, nil)
    }

    /// The options one token names. A long one, or a short one alone (`-n`), is one option; a
    /// short token with more after it reads as getopt reads it: flags one after another (`-yh`),
    /// and the first option that takes a value takes the rest as its value (`-n2`, `-uada`).
    private func options(
        for token: String, in node: CommandSpec, path: [String]
    ) throws(UsageError) -> [(OptionSpec, String?)] {
        guard !token.hasPrefix("--"), token.count > 2 else {
            return [try option(for: token, in: node, path: path)]
        }
        let known = node.options + GlobalOptions.specs
        var found: [(OptionSpec, String?)] = []
        var rest = token.dropFirst()
        while let short = rest.first {
            rest = rest.dropFirst()
            guard let spec = known.first(where: { $0.short == short }) else {
                throw UsageError("Unknown option '-\(short)' in '\(token)'", path: path)
            }
            if spec.takesValue {
                found.append((spec, rest.isEmpty ? nil : String(rest)))
                return found
            }
            found.append((spec, nil))
        }
        return found
    }

    private func validate(_ parsed: ParsedArguments<Context>, against node: CommandSpec) throws(UsageError) {
        for group in node.exclusiveOptions {
            let given = group.names.filter { parsed.options[$0] != nil }
            if given.count > 1 {
                throw UsageError(
                    "The options \(given.map { "'--\($0)'" }.joined(separator: " and ")) cannot be used together",
                    path: parsed.path)
            }
            if group.isRequired, given.isEmpty {
                throw UsageError(
                    "Missing one of \(group.names.map { "'--\($0)'" }.joined(separator: ", "))",
                    path: parsed.path)
            }
        }
        for option in node.options where option.isRequired && parsed.options[option.name] == nil {
            throw UsageError("Missing expected argument '\(option.usageSynopsis)'", path: parsed.path)
        }
        guard !node.hasSubcommands else { return }
        let required = node.arguments.filter { !$0.isOptional }
        if parsed.arguments.count < required.count {
            throw UsageError(
                "Missing expected argument '\(required[parsed.arguments.count].synopsis)'", path: parsed.path)
        }
        let repeats = node.arguments.last?.isRepeating ?? false
        if !repeats, parsed.arguments.count > node.arguments.count {
            throw UsageError(
                "Unexpected argument '\(QuotedWord.shown(parsed.arguments[node.arguments.count]))'",
                path: parsed.path)
        }
    }

    private func suggestion(for token: String, in node: CommandSpec) -> String {
        let close = node.subcommands.map(\.name).filter { EditDistance.between($0, token) <= 2 }
        return close.first.map { "; did you mean '\($0)'?" } ?? ""
    }

    /// `-h`, `--json`, but not `-3` (a negative number is a value) and not `-` (standard input).
    public static func looksLikeOption(_ token: String) -> Bool {
        CommandLineWord.looksLikeOption(token)
    }

    /// Whether a token after an option is another option rather than its value.
    private static func isOptionName(_ token: String) -> Bool {
        token.hasPrefix("--") || (looksLikeOption(token) && token.count == 2)
    }
}
