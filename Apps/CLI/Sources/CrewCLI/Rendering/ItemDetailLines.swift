import Domain
import Presentation
import Terminal

/// One item in full as a person reads it: its fields, notes and history, a line each. What
/// `crew items show` prints and `crew ui` shows when an item is opened, written once.
enum ItemDetailLines {
    static func lines(of state: ItemDetailState) -> [[TextSegment]] {
        guard let row = state.row, let details = state.details else { return [] }
        var lines: [[TextSegment]] = [[TextSegment("Item \(row.shownID): \(row.title)", .bold)]]
        let due = row.dueText == row.due || row.due.isEmpty ? row.due : "\(row.due) (\(row.dueText))"
        let fields = [
            ("status", row.status), ("owner", row.owner), ("due", row.isOverdue ? "\(due), overdue" : due),
            ("priority", row.priority), ("tags", row.tags.joined(separator: ", ")),
            ("recurs", state.recurrence),
        ]
        // Each plain field of the Domain's (`ItemFields.plainFields`), under its key.
        let plain = ItemFields.plainFields.map { ($0.key, $0.text(in: details.item.fields) ?? "") }
        let later = [
            ("offline", state.waiting),
            ("created", state.created),
            ("completed", state.completed), ("uuid", state.identity),
        ]
        // "offline" only where a change waits (an API's cache keeps them).
        for (name, value) in fields + plain + later where name != "offline" || !value.isEmpty {
            lines.append([
                TextSegment("  "), TextSegment(DisplayWidth.pad(name, to: 10), .dim),
                TextSegment(value.isEmpty ? "-" : value),
            ])
        }
        if !state.notes.isEmpty {
            lines.append([TextSegment("Notes, oldest first:", .bold)])
            for note in state.notes {
                lines.append([
                    TextSegment("  \(note.number)  "), TextSegment(note.written, .dim),
                    TextSegment("  " + note.text),
                ])
            }
        }
        guard !state.history.isEmpty else {
            lines.append([TextSegment("No history: the journal keeps none for it.", .dim)])
            return lines
        }
        lines.append([TextSegment("History, newest first:", .bold)])
        // Who made each change: on a shared store, the first thing a teammate asks.
        let authorWidth = state.history.map { DisplayWidth.of($0.author) }.max() ?? 0
        for change in state.history {
            lines.append([
                TextSegment("  "), TextSegment(change.date, .dim),
                TextSegment("  " + DisplayWidth.pad(change.author, to: authorWidth), .dim),
                TextSegment("  " + change.summary),
            ])
        }
        if state.hasOlderHistory {
            lines.append([
                TextSegment("  … older changes too (crew log -n 1000 lists every change kept)", .dim)
            ])
        }
        return lines
    }
}
