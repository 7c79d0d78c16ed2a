import DataLayer
import Presentation

/// A recorded change as `crew log --json` writes it: `{"id": 12, "time":
/// "2026-11-30T14:02:05+01:00", "description": "completed item 4: Buy milk", "records":
/// [{"type": "item", "id": 4, "change": "edited"}]}`.
enum ChangeJSON {
    static let keys = ["id", "time", "author", "role", "description", "records"]

    /// The change's object; with `only`, just those keys.
    static func object(_ change: LogRow, only: [String]? = nil) -> String {
        JSONText.object(
            keys: keys, only: only,
            values: [
                String(change.sequence), JSONText.string(change.time), JSONText.string(change.author),
                change.role.map(JSONText.string) ?? "null", JSONText.string(change.summary),
                "[" + change.records.map(record).joined(separator: ", ") + "]",
            ])
    }

    private static func record(_ record: ChangedRecord) -> String {
        JSONText.object(
            keys: ["type", "id", "change"],
            values: [JSONText.string(record.type), String(record.id), JSONText.string(record.change)])
    }
}
