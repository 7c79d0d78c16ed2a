/// The options every command accepts, before or after the subcommand.
enum GlobalOptions {
    static let specs: [OptionSpec] = [
        .value(
            "store", "path",
            help:
                "The database file (default: $CREW_STORE, else $XDG_DATA_HOME/crew/crew.sqlite3; with an API, that API's cache under $XDG_CACHE_HOME/crew)."
        ),
        .flag("in-memory", help: "Keep everything in memory for this run; nothing is written to disk."),
        .value("api-url", "url", help: "Work against a JSONPlaceholder-style API (default: $CREW_API_URL)."),
        .flag("no-color", help: "Never color the output (also: NO_COLOR, TERM=dumb)."),
        .flag("help", short: "h", help: "Show help information."),
        .flag("version", help: "Show the version."),
    ]
}
