import CommandGrammar

/// What `--json` asked for: every field (`--json`), or only some (`--json=id,name`).
struct JSONOutput: Equatable, Sendable {
    /// `nil`: every field.
    let keys: [String]?
}

/// `--json`, or `--json=FIELDS` of one kind of object's keys (`ItemJSON.keys`...). Not generic:
/// a declaration made at every start must not cost a conformance lookup.
struct JSONFlag: CommandParameter {
    /// The keys the object has, in the documented order.
    let keys: [String]
    let flag: Flag

    init(_ keys: [String], printing help: String) {
        self.keys = keys
        flag = Flag(
            spec: OptionSpec(
                flag: "json", valueName: "fields", words: keys,
                // The keys from the writer's own list: help names every key, and its example is two of them.
                help: help
                    + " With =FIELDS (\(keys.prefix(2).joined(separator: ",")),...), only those keys: \(keys.joined(separator: ", "))."
            )
        )
    }

    var declared: DeclaredParameter { flag.declared }
}

extension ParsedCommand {
    /// What `--json` asked for; `nil` when it was not given. The fields are kept in the keys'
    /// documented order whatever order they were typed in; an unknown one is refused, listing them.
    func json(_ flag: JSONFlag) throws(UsageError) -> JSONOutput? {
        guard isSet(flag.flag) else { return nil }
        guard let text = optionalValue(flag.flag) else { return JSONOutput(keys: nil) }
        let names = text.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
        if let unknown = names.first(where: { !flag.keys.contains($0) }) {
            let shown = unknown.isEmpty ? "an empty field" : "'\(unknown)' is not a field"
            throw UsageError(
                "The value '\(text)' is invalid for '--json': \(shown); the fields are \(flag.keys.joined(separator: ", "))",
                path: path)
        }
        return JSONOutput(keys: flag.keys.filter(names.contains))
    }
}
