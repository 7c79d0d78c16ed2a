import CommandGrammar

/// The keys a `--json=FIELDS` names (`id,name,due`), each one of the schema's, kept in the
/// schema's documented order whatever order they were typed in; an unknown one is refused,
/// listing the fields.
struct JSONFields<Schema: JSONSchema>: ArgumentParsable, Hashable {
    let keys: [String]

    init(argument: String) throws(ArgumentValueError) {
        let names = argument.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
        if let unknown = names.first(where: { !Schema.keys.contains($0) }) {
            let shown = unknown.isEmpty ? "an empty field" : "'\(unknown)' is not a field"
            throw ArgumentValueError("\(shown); the fields are \(Schema.keys.joined(separator: ", "))")
        }
        keys = Schema.keys.filter(names.contains)
    }

    static var completion: CompletionSource { .words(Schema.keys) }
}
