/// What the parser read from the command line, before any value is interpreted. Commands read
/// their typed values through their own declarations (`value(_:)`, `isSet(_:)`), never by name.
/// `Context` is what the app reads values against besides the words (crew: the day that
/// `tomorrow` counts from), handed to the parser once; the grammar only carries it.
public struct ParsedArguments<Context: Equatable & Sendable>: Equatable, Sendable {
    /// The command path after `crew`, such as `["items", "add"]`.
    public let path: [String]
    /// The positional arguments, in order.
    public let arguments: [String]
    /// Option values by name, in the order given (a flag has one empty value per use).
    public let options: [String: [String]]
    /// The names of the command's positional arguments, in order: where each declared one sits.
    public var argumentNames: [String] = []
    /// What values are read against besides the words.
    public let context: Context

    /// A parsed line.
    public init(
        path: [String], arguments: [String], options: [String: [String]], argumentNames: [String] = [],
        context: Context
    ) {
        self.path = path
        self.arguments = arguments
        self.options = options
        self.argumentNames = argumentNames
        self.context = context
    }

    /// Whether a flag (or an option) was given.
    public func isSet(_ flag: Flag) -> Bool {
        options[flag.spec.name] != nil
    }

    /// The value given with a flag that may take one (`--json=id,name`); `nil` when the flag was
    /// not given, or given alone.
    public func optionalValue(_ flag: Flag) -> String? {
        guard let text = options[flag.spec.name]?.last, !text.isEmpty else { return nil }
        return text
    }

    /// The option's value, read with its type's rules; `nil` when the option was not given.
    public func value<Value>(_ option: Option<Value>) throws(UsageError) -> Value? {
        guard let text = options[option.spec.name]?.last else { return nil }
        return try read(text, for: option.spec.usageSynopsis)
    }

    /// Every value of a repeatable option, each read with its type's rules, in the order given.
    public func values<Value>(_ option: RepeatedOption<Value>) throws(UsageError) -> [Value] {
        var values: [Value] = []
        for text in options[option.spec.name] ?? [] {
            values.append(try read(text, for: option.spec.usageSynopsis))
        }
        return values
    }

    /// A required option's value (the parser refuses a command line without it).
    public func value<Value>(required option: Option<Value>) throws(UsageError) -> Value {
        guard let value = try value(option) else {
            throw UsageError("Missing expected argument '\(option.spec.usageSynopsis)'", path: path)
        }
        return value
    }

    /// The argument's value; the parser has made sure a required one is there.
    public func value<Value>(_ argument: Argument<Value>) throws(UsageError) -> Value {
        guard let text = text(of: argument.spec) else {
            throw UsageError("Missing expected argument '\(argument.spec.synopsis)'", path: path)
        }
        return try read(text, for: "<\(argument.spec.name)>")
    }

    /// An optional argument's value, `nil` when it was left out.
    public func valueIfGiven<Value>(_ argument: Argument<Value>) throws(UsageError) -> Value? {
        guard let text = text(of: argument.spec) else { return nil }
        return try read(text, for: "<\(argument.spec.name)>")
    }

    /// Every value of a repeated argument, each read with its type's rules, in the order given.
    public func values<Value>(_ argument: RepeatedArgument<Value>) throws(UsageError) -> [Value] {
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

    /// `text` read as a `Value`; a refused value is a usage error naming `label`.
    public func read<Value: ArgumentParsable>(_ text: String, for label: String) throws(UsageError) -> Value {
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
