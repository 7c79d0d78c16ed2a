import Domain
import Foundation
import Presentation

/// Reads the items of an import file: a JSON array in the `--json` schema
/// (`{"id", "name", "done", "owner"}`; only `name` is required), or TSV as `items list` prints it
/// (`id`, `status`, `owner`, `name`; a line with one field is just a name). Every value goes
/// through the Domain's rules; the first bad record stops the import, naming its line.
enum ItemImportParser {
    static func parse(_ text: String) throws(ImportError) -> [ImportRecord] {
        let trimmed = text.drop { $0.isWhitespace }
        return trimmed.hasPrefix("[") ? try parseJSON(text) : try parseTSV(text)
    }

    // MARK: - JSON

    private static func parseJSON(_ text: String) throws(ImportError) -> [ImportRecord] {
        let elements: [ImportedItemJSON.Element]
        do {
            elements = try JSONDecoder().decode([ImportedItemJSON.Element].self, from: Data(text.utf8))
        } catch {
            throw ImportError(line: 1, message: "Expected a JSON array of items.")
        }
        let lines = JSONElementLines.startLines(in: text)
        var records: [ImportRecord] = []
        for (index, element) in elements.enumerated() {
            let line = index < lines.count ? lines[index] : 1
            switch element.result {
            case .failure(let problem):
                throw ImportError(line: line, message: problem.message)
            case .success(let json):
                let item = try newItem(
                    name: json.name, isDone: json.done ?? false, owner: json.owner.map(String.init),
                    id: json.id.map(String.init), line: line)
                records.append(ImportRecord(line: line, item: item))
            }
        }
        return records
    }

    // MARK: - TSV

    private static func parseTSV(_ text: String) throws(ImportError) -> [ImportRecord] {
        var records: [ImportRecord] = []
        for (index, rawLine) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = index + 1
            let content = rawLine.hasSuffix("\r") ? rawLine.dropLast() : rawLine
            guard !content.allSatisfy(\.isWhitespace) else { continue }
            let fields = content.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            if line == 1, fields.map({ $0.lowercased() }) == ["id", "status", "owner", "name"] { continue }
            switch fields.count {
            case 1:
                records.append(
                    ImportRecord(
                        line: line,
                        item: try newItem(name: fields[0], isDone: false, owner: nil, id: nil, line: line)))
            case 4:
                let isDone: Bool
                switch fields[1].lowercased() {
                case "done", "true", "x": isDone = true
                case "pending", "false", "": isDone = false
                default:
                    throw ImportError(
                        line: line, message: "The status '\(fields[1])' is neither 'pending' nor 'done'.")
                }
                let item = try newItem(
                    name: fields[3], isDone: isDone, owner: fields[2].isEmpty ? nil : fields[2],
                    id: fields[0].isEmpty ? nil : fields[0], line: line)
                records.append(ImportRecord(line: line, item: item))
            default:
                throw ImportError(
                    line: line,
                    message:
                        "Expected 4 tab-separated fields (id, status, owner, name), found \(fields.count).")
            }
        }
        return records
    }

    // MARK: - Values

    private static func newItem(
        name: String, isDone: Bool, owner: String?, id: String?, line: Int
    ) throws(ImportError) -> NewItem {
        do {
            return NewItem(
                name: try ItemName(name), isCompleted: isDone,
                ownerID: try owner.map { try User.ID(validating: try number($0, "owner")) },
                requestedID: try id.map { try Item.ID(validating: try number($0, "id")) })
        } catch let error as ImportError {
            throw ImportError(line: line, message: error.message)
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
}
