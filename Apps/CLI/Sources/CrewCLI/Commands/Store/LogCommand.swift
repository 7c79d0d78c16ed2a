/// `crew log`: the recent changes, newest first (the same as `crew undo --list`).
enum LogCommand {
    static let spec = CommandSpec(
        name: "log",
        abstract: "Show the recent changes, newest first (the same as 'crew undo --list').",
        options: [.value("limit", "n", help: "How many changes to show (default: 20).")]
    )
}
