/// How a command prints its results.
enum OutputMode: Equatable, Sendable {
    /// An aligned table for a person at a terminal (colored when allowed).
    case table
    /// Tab-separated lines, uncolored and uncut, for a pipe or a file.
    case tsv
    /// crew's documented JSON (`--json`).
    case json
}
