import Domain

/// What the parser read from the command line, before any value is interpreted. Commands read
/// their typed values through their own declarations (`value(_:)`, `isSet(_:)`), never by name.
struct ParsedCommand: Equatable, Sendable {
    /// The command path after `crew`, such as `["items", "add"]`.
    let path: [String]
    let arguments: [String]
    /// Option values by name, in the order given (a flag has one empty value per use).
    let options: [String: [String]]
    /// The names of the command's positional arguments, in order: where each declared one sits.
    var argumentNames: [String] = []
    /// The day in the local time zone that typed days count from (`tomorrow`, `+3d`).
    let today: DueDate

    /// Whether a flag (or an option) was given.
    func isSet(_ flag: Flag) -> Bool {
        options[flag.spec.name] != nil
    }

    /// The option's value, read with its type's rules; `nil` when the option was not given.
    func value<Value>(_ option: Option<Value>) throws(UsageError) -> Value? {
        guard let text = options[option.spec.name]?.last else { return nil }
        return try read(text, for: option.spec.usageSynopsis)
    }

    /// A typed day's value, resolved against `today`; `nil` when the option was not given.
    func day(_ option: Option<TypedDay>) throws(UsageError) -> DueDate? {
        guard let typed = try value(option) else { return nil }
        do {
            return try typed.day(today: today)
        } catch {
            throw UsageError(
                "The value '\(typed.text)' is invalid for '\(option.spec.usageSynopsis)': "
                    + ArgumentValueError(describing: error).reason, path: path)
        }
    }

    /// Every value of a repeatable option, each read with its type's rules, in the order given.
    func values<Value>(_ option: RepeatedOption<Value>) throws(UsageError) -> [Value] {
        var values: [Value] = []
        for text in options[option.spec.name] ?? [] {
            values.append(try read(text, for: option.spec.usageSynopsis))
        }
        return values
    }

    /// The tags of a repeated `--tag`, each once; more than an item may hold is refused.
    func tags(_ option: RepeatedOption<Tag>) throws(UsageError) -> Tags {
        // A tag that breaks the rules says which rule, before the count is checked.
        let tags = try values(option)
        do {
            return try Tags(tags)
        } catch {
            throw UsageError("Too many tags: at most \(Tags.maximumCount) go together", path: path)
        }
    }

    /// A required option's value (the parser refuses a command line without it).
    func value<Value>(required option: Option<Value>) throws(UsageError) -> Value {
        guard let value = try value(option) else {
            throw UsageError("Missing expected argument '\(option.spec.usageSynopsis)'", path: path)
        }
        return value
    }

    /// The argument's value; the parser has made sure a required one is there.
    func value<Value>(_ argument: Argument<Value>) throws(UsageError) -> Value {
        guard let text = text(of: argument.spec) else {
            throw UsageError("Missing expected argument '\(argument.spec.synopsis)'", path: path)
        }
        return try read(text, for: "<\(argument.spec.name)>")
    }

    /// An optional argument's value, `nil` when it was left out.
    func valueIfGiven<Value>(_ argument: Argument<Value>) throws(UsageError) -> Value? {
        guard let text = text(of: argument.spec) else { return nil }
        return try read(text, for: "<\(argument.spec.name)>")
    }

    /// Every value of a repeated argument, each read with its type's rules, in the order given.
    func values<Value>(_ argument: RepeatedArgument<Value>) throws(UsageError) -> [Value] {
        guard let start = argumentNames.firstIndex(of: argument.spec.name), start < arguments.count else {
            return []
        }
        var values: [Value] = []
        values.reserveCapacity(arguments.count - start)
        for text in arguments[start...] { values.append(try read(text, for: "<\(argument.spec.name)>")) }
        return values
    }

    private func text(of spec: ArgumentSpec) -> String? {
        guard let index = argumentNames.firstIndex(of: spec.name), index < arguments.count else { return nil }
        return arguments[index]
    }

    private func read<Value: ArgumentParsable>(_ text: String, for label: String) throws(UsageError) -> Value
    {
        do {
            return try Value(argument: text)
        } catch {
            let shown = text.count > 40 ? String(text.prefix(40)) + "…" : text
            throw UsageError(
                "The value '\(shown.debugDescription.dropFirst().dropLast())' is invalid for '\(label)': \(error.reason)",
                path: path)
        }
    }
}
