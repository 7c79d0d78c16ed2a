/// The options every command accepts, before or after the subcommand, each declared once.
public struct GlobalOptions: Sendable {
    /// `--store`: which database to use.
    public let store = Option<String>(
        "store", "path|url",
        help:
            "The database file, or a team's PostgreSQL database as a postgres:// URL (default: $CREW_STORE, else $XDG_DATA_HOME/crew/crew.sqlite3; with an API, that API's cache under $XDG_CACHE_HOME/crew)."
    )
    /// `--in-memory`: nothing written to disk.
    public let inMemory = Flag(
        "in-memory", help: "Keep everything in memory for this run; nothing is written to disk.")
    /// `--api-url`: work against an API.
    public let apiURL = Option<String>(
        "api-url", "url", help: "Work against a JSONPlaceholder-style API (default: $CREW_API_URL).")
    /// `--no-color`.
    public let noColor = Flag("no-color", help: "Never color the output (also: NO_COLOR, TERM=dumb).")
    /// `--help`, `-h`.
    public let help = Flag("help", short: "h", help: "Show help information.")
    /// `--version`.
    public let version = Flag("version", help: "Show the version.")

    /// The declarations, in the order help lists them.
    public static let declared = GlobalOptions()

    /// Their specs, in the order help lists them, written out as a command's `Declared` lists its
    /// own (``ParameterDeclarations``): every command line is parsed against them, and reflecting
    /// over a type costs a conformance scan at start-up (measured: a third of `crew --version`).
    public static let specs: [OptionSpec] = [
        declared.store.spec, declared.inMemory.spec, declared.apiURL.spec, declared.noColor.spec,
        declared.help.spec, declared.version.spec,
    ]
}
