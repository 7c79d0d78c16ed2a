import CommandGrammar

/// What `--json` asked for: every field (`--json`), or only some (`--json=id,name`).
struct JSONOutput: Equatable, Sendable {
    /// `nil`: every field.
    let keys: [String]?
}

/// `--json`, or `--json=FIELDS` of one schema.
typealias JSONFlag<Schema: JSONSchema> = ValuedFlag<JSONFields<Schema>>

extension JSONFlag {
    /// `--json`, or `--json=FIELDS` of `Schema`: `help` says what is printed.
    init<Schema>(printing help: String) where Value == JSONFields<Schema> {
        self.init(
            "json", "fields",
            help: help
                + " With =FIELDS (id,name,...), only those keys: \(Schema.keys.joined(separator: ", ")).")
    }
}

extension ParsedCommand {
    /// What `--json` asked for; `nil` when it was not given.
    func json<Schema>(_ flag: JSONFlag<Schema>) throws(UsageError) -> JSONOutput? {
        guard isSet(flag) else { return nil }
        return JSONOutput(keys: try value(flag)?.keys)
    }
}
