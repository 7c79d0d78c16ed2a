import DataLayer
import Domain
import Presentation

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Reads the items of an import file. The format is decided once, from the content:
/// - `[` starts a JSON array of items in the `--json` schema (`{"id", "name", "done", "owner"}`;
///   only `name` is required);
/// - `{` starts JSON objects, one item each, one after the other (JSON Lines);
/// - anything else is TSV as `items list` prints it (`id`, `status`, `owner`, `name`; a line with
///   one field is just a name), with `\n`, `\r\n` or `\r` line ends.
/// Every value goes through the Domain's rules; the first bad record stops the import, naming
/// its line. The file is read as bytes, so text that is not UTF-8 is named by its line too.
enum ItemImportParser {
    static func parse(_ bytes: [UInt8]) throws(ImportError) -> [ImportRecord] {
        let start = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        let first = bytes[start...].first { !Self.isWhitespace($0) }
        let records: [ImportRecord]
        switch first {
        case UInt8(ascii: "["): records = try parseJSONArray(bytes)
        case UInt8(ascii: "{"): records = try parseJSONObjects(bytes)
        default: records = try parseTSV(bytes[start...])
        }
        try requireEachIDOnce(records)
        return records
    }

    /// An id the file gives twice is the file's mistake, named by both its lines (not "Item 50
    /// already exists", which would blame the store).
    private static func requireEachIDOnce(_ records: [ImportRecord]) throws(ImportError) {
        var lines: [Item.ID: Int] = [:]
        var identities: [UUID: Int] = [:]
        for record in records {
            if let id = record.item.requestedID {
                if let earlier = lines[id] {
                    throw ImportError(
                        line: record.line,
                        message: "The id \(id) is given twice in the file\(also(earlier, record)).")
                }
                lines[id] = record.line
            }
            if let uuid = record.item.uuid {
                if let earlier = identities[uuid] {
                    throw ImportError(
                        line: record.line,
                        message:
                            "The uuid \(uuid.uuidString.lowercased()) is given twice in the file\(also(earlier, record))."
                    )
                }
                identities[uuid] = record.line
            }
        }
    }

    private static func also(_ earlier: Int, _ record: ImportRecord) -> String {
        earlier == record.line ? "" : " (also on line \(earlier))"
    }

    // MARK: - JSON

    private static func parseJSONArray(_ bytes: [UInt8]) throws(ImportError) -> [ImportRecord] {
        let root = try json { () throws(JSONSyntaxError) in try JSONParser.parse(bytes) }
        guard case .array(let elements) = root.value else {
            throw ImportError(line: root.line, message: "Expected a JSON array of items.")
        }
        return try records(elements)
    }

    private static func parseJSONObjects(_ bytes: [UInt8]) throws(ImportError) -> [ImportRecord] {
        let values = try json { () throws(JSONSyntaxError) in try JSONParser.parseSequence(bytes) }
        if let first = values.first, first.member("format") != nil, first.member("users") != nil {
            throw ImportError(
                line: first.line,
                message: "This is a crew backup: restore it with 'crew import', not 'crew items import'.")
        }
        return try records(values)
    }

    private static func records(_ nodes: [JSONNode]) throws(ImportError) -> [ImportRecord] {
        var records: [ImportRecord] = []
        for node in nodes {
            do {
                let fields = try JSONRecordFields(node, describing: ErrorMessage.describing)
                let planning = try ItemPlanningFields(fields)
                let item = NewItem(
                    uuid: planning.uuid, name: try fields.value("name") { try ItemName($0) },
                    fields: planning.fields,
                    requestedID: try fields.optionalIdentifier("id"))
                records.append(ImportRecord(line: node.line, item: item))
            } catch {
                let subject = error.key.map { "The field \"\($0)\"" } ?? "The item"
                let message =
                    switch error.problem {
                    case .missing: "\(subject) is missing."
                    case .wrongType(let expected): "\(subject) must be \(expected)."
                    case .invalid(let sentence):
                        MessageText.sentence(
                            "\(subject) is invalid: \(sentence.prefix(1).lowercased() + sentence.dropFirst())"
                        )
                    }
                throw ImportError(line: error.line, message: message)
            }
        }
        return records
    }

    private static func json<T>(_ parse: () throws(JSONSyntaxError) -> T) throws(ImportError) -> T {
        do {
            return try parse()
        } catch {
            throw ImportError(
                line: error.line, message: "Not valid JSON (column \(error.column): \(error.message)).")
        }
    }

    // MARK: - TSV

    private static func parseTSV(_ bytes: ArraySlice<UInt8>) throws(ImportError) -> [ImportRecord] {
        var records: [ImportRecord] = []
        for (index, lineBytes) in lines(of: bytes).enumerated() {
            let line = index + 1
            guard let content = String(validating: lineBytes, as: UTF8.self) else {
                throw ImportError(line: line, message: "The line is not valid UTF-8 text.")
            }
            guard !content.allSatisfy(\.isWhitespace) else { continue }
            let fields = content.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            let header = ["id", "status", "owner", "name", "due", "priority", "tags"]
            if line == 1, [4, 7].contains(fields.count),
                fields.map({ $0.lowercased() }) == Array(header.prefix(fields.count))
            {
                continue
            }
            switch fields.count {
            case 1:
                records.append(
                    ImportRecord(
                        line: line,
                        item: try newItem(name: fields[0], isDone: false, owner: nil, id: nil, line: line)))
            case 4, 7:
                let isDone: Bool
                switch fields[1].lowercased() {
                case "done", "true", "x": isDone = true
                case "pending", "false", "": isDone = false
                default:
                    throw ImportError(
                        line: line, message: "The status '\(fields[1])' is neither 'pending' nor 'done'.")
                }
                var item = try newItem(
                    name: fields[3], isDone: isDone, owner: fields[2].isEmpty ? nil : fields[2],
                    id: fields[0].isEmpty ? nil : fields[0], line: line)
                if fields.count == 7 { try readPlanning(fields, into: &item, line: line) }
                records.append(ImportRecord(line: line, item: item))
            default:
                throw ImportError(
                    line: line,
                    message:
                        "Expected 4 tab-separated fields (id, status, owner, name) or 7 (then due, priority, tags), found \(fields.count)."
                )
            }
        }
        return records
    }

    /// The lines of `bytes`, split at "\n", "\r\n" or a lone "\r" (a byte at a time: in Swift,
    /// "\r\n" is one `Character`, so splitting text at "\n" would miss it).
    static func lines(of bytes: ArraySlice<UInt8>) -> [ArraySlice<UInt8>] {
        var lines: [ArraySlice<UInt8>] = []
        var start = bytes.startIndex
        var index = bytes.startIndex
        while index < bytes.endIndex {
            switch bytes[index] {
            case UInt8(ascii: "\n"):
                lines.append(bytes[start..<index])
                index += 1
                start = index
            case UInt8(ascii: "\r"):
                lines.append(bytes[start..<index])
                index += 1
                if index < bytes.endIndex, bytes[index] == UInt8(ascii: "\n") { index += 1 }
                start = index
            default:
                index += 1
            }
        }
        if start < bytes.endIndex { lines.append(bytes[start..<bytes.endIndex]) }
        return lines
    }

    // MARK: - Values

    private static func newItem(
        name: String, isDone: Bool, owner: String?, id: String?, line: Int
    ) throws(ImportError) -> NewItem {
        do {
            return NewItem(
                name: try ItemName(name),
                fields: ItemFields(
                    isCompleted: isDone,
                    ownerID: try owner.map { try User.ID(validating: try number($0, "owner")) }),
                requestedID: try id.map { try Item.ID(validating: try number($0, "id")) })
        } catch let error as ImportError {
            throw ImportError(line: line, message: error.message)
        } catch {
            throw ImportError(line: line, message: ErrorMessage.describing(error))
        }
    }

    /// Due (`YYYY-MM-DD`), priority and tags (comma-separated), each column empty when unset.
    private static func readPlanning(_ fields: [String], into item: inout NewItem, line: Int)
        throws(ImportError)
    {
        do {
            if !fields[4].isEmpty {
                guard let due = DueDate(iso: fields[4]) else {
                    throw ImportError(
                        line: line, message: "The due day '\(fields[4])' is not written YYYY-MM-DD.")
                }
                item.due = due
            }
            if !fields[5].isEmpty { item.priority = try Priority(fields[5]) }
            item.tags = try Tags(fields[6].split(separator: ",").map { try Tag(String($0)) })
        } catch let error as ImportError {
            throw error
        } catch {
            throw ImportError(line: line, message: ErrorMessage.describing(error))
        }
    }

    private static func number(_ text: String, _ field: String) throws -> Int {
        guard let value = Int(text) else {
            throw ImportError(line: 0, message: "The \(field) '\(text)' is not a whole number.")
        }
        return value
    }

    private static func isWhitespace(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\n")
            || byte == UInt8(ascii: "\r")
    }
}
