/// What `crew` alone prints at a terminal, as Taskwarrior's `task` does: the list a person works
/// from. It is `crew items list --pending --sort next`, cut to the terminal's height (a line
/// then says how many more there are); in a pipe `crew` alone stays a usage error, so a script
/// that forgot its command is told.
enum DefaultReport {
    /// The command line the report is, for a terminal `height` rows high (`nil`: unknown).
    static func arguments(height: Int?) -> [String] {
        // The header, the line that counts what was left out, the summary, and the prompt after.
        let rows = max(5, (height ?? 24) - 4)
        return ["items", "list", "--pending", "--sort", "next", "--limit", String(rows)]
    }
}
