/// The keys of one kind of JSON object crew writes, in the documented order: what a
/// `--json=FIELDS` may name.
protocol JSONSchema {
    static var keys: [String] { get }
}
