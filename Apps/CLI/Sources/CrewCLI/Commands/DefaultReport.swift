/// What `crew` alone prints at a terminal, as Taskwarrior's `task` does: the list a person works
/// from. It is `crew items list --pending --sort next`, the person's own items first when crew's
/// config file says who `me` is (`--mine-first`), cut to the terminal's height (a line then says
/// how many more there are); in a pipe `crew` alone stays a usage error, so a script that forgot
/// its command is told.
enum DefaultReport {
    /// The command line the report is, for a terminal `height` rows high (`nil`: unknown).
    /// `knowsMe`: the config file names `me`.
    static func arguments(height: Int?, knowsMe: Bool = false) -> [String] {
        // The header, the line that counts what was left out, the summary, and the prompt after.
        let rows = max(5, (height ?? 24) - 4)
        return ["items", "list", "--pending", "--sort", "next", "--limit", String(rows)]
            + (knowsMe ? ["--mine-first"] : [])
    }
}
