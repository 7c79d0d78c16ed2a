/// What kind of command made a change, as the journal records it beside the rows: an import
/// (`crew import`, `crew items import`) reads as one in the log, however many records it added.
public enum CommandKind: String, Hashable, Sendable {
    /// Any change a command makes to the records it names.
    case edit
    /// The records of a file, added at once.
    case `import`
}
