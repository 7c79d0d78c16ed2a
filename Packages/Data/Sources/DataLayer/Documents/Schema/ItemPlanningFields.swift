import Domain

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// An item record's members besides its id and name, as `--json` writes them (`done`, `owner`,
/// `due`, `priority`, `tags`, `created`, `completed`, `uuid`, `every`, `notes`, then each plain
/// field under its key), read once for `items import` and for
/// backups into the Domain's `ItemFields`. Each may be absent or null (a document from before
/// they existed still imports).
public struct ItemPlanningFields {
    /// The fields read.
    public let fields: ItemFields
    /// The stable identity, when the document carries one.
    public let uuid: UUID?

    /// Reads the planning members of `fields` (status, due day, priority, tags, recurrence, notes, plain
    /// fields).
    public init(_ fields: JSONRecordFields) throws(JSONFieldError) {
        let due = try fields.optionalValue("due") { text in
            guard let day = DueDate(iso: text) else {
                throw ItemPlanningFieldError("a day written YYYY-MM-DD")
            }
            return day
        }
        let priority = try fields.optionalValue("priority") { try Priority($0) }
        let tagList = try fields.values("tags") { try Tag($0) }
        let tags: Tags
        do {
            tags = try Tags(tagList)
        } catch {
            throw JSONFieldError(
                line: fields.line(of: "tags"), key: "tags", problem: .invalid(fields.describe(error)))
        }
        let createdAt = try fields.optionalValue("created", Self.timestamp)
        let completedAt = try fields.optionalValue("completed", Self.timestamp)
        let isCompleted = try fields.flag("done") ?? false
        uuid = try fields.optionalValue("uuid", Self.identity)
        let every = try fields.optionalValue("every") { try Recurrence(typed: $0) }
        var planned = ItemFields(
            isCompleted: isCompleted, ownerID: try fields.optionalIdentifier("owner"), due: due,
            priority: priority,
            tags: tags, createdAt: createdAt, completedAt: completedAt,
            notes: try ItemNotesJSON.notes(in: fields),
            every: every)
        for field in ItemFields.plainFields {
            let write = { (value: PlainValue) throws in try field.write(value, into: &planned) }
            _ =
                try field.isWholeNumber
                ? fields.optionalWholeNumber(field.key) { try write(.whole($0)) }
                : fields.optionalValue(field.key) { try write(.text($0)) }
        }
        self.fields = planned
        do {
            try self.fields.checkRules()
        } catch {
            let key = error.field == .recurrence ? "every" : "notes"
            throw JSONFieldError(
                line: fields.line(of: key), key: key, problem: .invalid(fields.describe(error)))
        }
        // Reopening clears the completion time: a pending item that has one is no state crew writes.
        guard isCompleted || completedAt == nil else {
            throw JSONFieldError(
                line: fields.line(of: "completed"), key: "completed",
                problem: .invalid(
                    "a pending item (\"done\": false) has no completion time; crew never writes one"))
        }
    }

    private static func identity(_ text: String) throws -> UUID {
        guard let uuid = UUID(uuidString: text) else {
            throw ItemPlanningFieldError("a UUID (8-4-4-4-12 hex digits)")
        }
        return uuid
    }

    static func timestamp(_ text: String) throws -> Date {
        guard let date = ISOTimestamp.date(text) else {
            throw ItemPlanningFieldError("a time written as ISO 8601 in UTC (2026-12-01T09:30:00Z)")
        }
        return date
    }
}
