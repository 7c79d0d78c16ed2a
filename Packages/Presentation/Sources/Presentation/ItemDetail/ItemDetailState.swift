import Domain

/// One item in full, ready to print: its row (owner by name, the due day as a person reads it),
/// when it was made and completed in the person's clock, and its history, newest first.
public struct ItemDetailState: ViewState {
    /// The item's row; `nil` until loaded.
    public var row: ItemRow?
    /// "2026-11-30 14:02", or empty for an item older than crew's timestamps.
    public var created = ""
    /// When it was last completed; empty while pending.
    public var completed = ""
    /// The item's stable identity, as every output writes it.
    public var identity = ""
    /// "every week", or empty for an item that does not recur.
    public var recurrence = ""
    /// "a change made offline waits to be sent (crew sync sends it)", or empty.
    public var waiting = ""
    /// Its notes, oldest first, numbered from 1.
    public var notes: [NoteRow] = []
    /// The item's history, newest change first.
    public var history: [LogRow] = []
    /// Whether the journal keeps older changes to it than `history` shows.
    public var hasOlderHistory = false
    /// The item and its history as domain values: what `--json` writes.
    public var details: ItemDetails?
    /// Whether a load runs now.
    public var isLoading = false
    /// What went wrong with the last load.
    public var error: UserFacingError?

    /// Nothing loaded yet.
    public init() {}

    public var description: String {
        var parts = [row.map { "item=\($0.shownID)" } ?? "item=nil"]
        if !notes.isEmpty { parts.append("notes=\(notes.count)") }
        if !history.isEmpty { parts.append("history=\(history.count)") }
        if isLoading { parts.append("loading") }
        if let error { parts.append("error=\"\(error.message)\"") }
        return "ItemDetail(" + parts.joined(separator: " ") + ")"
    }
}
