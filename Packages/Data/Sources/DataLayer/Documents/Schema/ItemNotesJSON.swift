import Domain

/// An item's notes as crew's JSON writes them, in `--json`, backups and the API alike (and in the
/// stores' `notes` column until notes became rows of their own, which undo still reads back): `[{"at": "2026-12-01T09:30:00Z", "text": "Called the plumber"}]`,
/// oldest first.
public enum ItemNotesJSON {
    /// `notes` as a JSON array of `{"at": …, "text": …}` objects.
    public static func array(_ notes: [ItemNote]) -> String {
        "["
            + notes.map {
                "{\"at\": \(JSONText.string(ISOTimestamp.string($0.writtenAt))), \"text\": \(JSONText.string($0.text.value))}"
            }.joined(separator: ", ") + "]"
    }

    /// The `notes` member of a record (absent or null: none), each note checked by the Domain's
    /// rules.
    public static func notes(in record: JSONRecordFields) throws(JSONFieldError) -> [ItemNote] {
        var notes: [ItemNote] = []
        for note in try record.records("notes") {
            notes.append(
                ItemNote(
                    writtenAt: try note.value("at", ItemPlanningFields.timestamp),
                    text: try note.value("text") { try NoteText($0) }))
        }
        return notes
    }

    /// The notes a row's `notes` column holds; `nil` when they cannot be read (another tool
    /// wrote them).
    static func notes(fromStored json: String) -> [ItemNote]? {
        guard let array = try? JSONParser.parse(Array(json.utf8)),
            let record = try? JSONRecordFields(
                JSONNode(value: .object([(key: "notes", value: array)]), line: 1), describing: { "\($0)" })
        else { return nil }
        return try? notes(in: record)
    }
}
