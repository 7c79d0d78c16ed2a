import Domain

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Reads a backup written by `crew export`: `{"format": "crew", "version": 1, "users": [...],
/// "items": [...]}`, users and items in the `--json` schema. Every value goes through the
/// Domain's rules; the first problem stops the reading, named by its line and JSON path, a
/// refused value in the words `describing` gives.
public enum StoreDocumentReader {
    /// Reads a backup from `bytes`, or throws a ``DocumentReadError`` naming the line.
    public static func read(
        _ bytes: [UInt8], describing describe: @escaping (any Error) -> String
    ) throws(DocumentReadError) -> StoreDocumentFile {
        let root: JSONNode
        do {
            root = try JSONParser.parse(bytes)
        } catch {
            throw DocumentReadError(
                line: error.line, path: nil,
                message: "not valid JSON (column \(error.column): \(error.message))")
        }
        guard case .object = root.value, let format = root.member("format") else {
            throw DocumentReadError(
                line: root.line, path: nil,
                message: "not a crew export (expected an object with \"format\": \"crew\")")
        }
        guard format.value == .string(StoreDocumentFile.format) else {
            throw DocumentReadError(
                line: format.line, path: "format", message: "not a crew export (the format must be \"crew\")")
        }
        guard let version = root.member("version"), let number = version.integer, number >= 1 else {
            throw DocumentReadError(
                line: root.member("version")?.line ?? root.line, path: "version",
                message: "the version must be a whole number from 1")
        }
        guard number <= StoreDocumentFile.version else {
            throw DocumentReadError(
                line: version.line, path: "version",
                message:
                    "written by a newer crew (version \(number); this crew reads version \(StoreDocumentFile.version))"
            )
        }
        let userNodes = try elements(of: "users", in: root)
        let itemNodes = try elements(of: "items", in: root)
        var users: [User] = []
        for (index, node) in userNodes.enumerated() {
            users.append(
                try record("users[\(index)]") { () throws(JSONFieldError) in try user(node, describe) })
        }
        var items: [Item] = []
        for (index, node) in itemNodes.enumerated() {
            items.append(
                try record("items[\(index)]") { () throws(JSONFieldError) in try item(node, describe) })
        }
        return StoreDocumentFile(
            document: StoreDocument(users: users, items: items), userLines: userNodes.map(\.line),
            itemLines: itemNodes.map(\.line))
    }

    private static func elements(of key: String, in root: JSONNode) throws(DocumentReadError) -> [JSONNode] {
        guard let node = root.member(key) else {
            throw DocumentReadError(line: root.line, path: key, message: "missing (an array, empty or not)")
        }
        guard case .array(let elements) = node.value else {
            throw DocumentReadError(
                line: node.line, path: key, message: "must be an array, not \(node.value.kind)")
        }
        return elements
    }

    /// Reads one record, naming a failure by its JSON path: `users[2].email`.
    private static func record<Record>(
        _ path: String, _ read: () throws(JSONFieldError) -> Record
    ) throws(DocumentReadError) -> Record {
        do {
            return try read()
        } catch {
            let message =
                switch error.problem {
                case .missing: "missing"
                case .wrongType(let expected): "must be \(expected)"
                case .invalid(let sentence): sentence
                }
            throw DocumentReadError(
                line: error.line, path: path + (error.key.map { ".\($0)" } ?? ""), message: message)
        }
    }

    private static func identity(_ text: String) throws -> UUID {
        guard let uuid = UUID(uuidString: text) else {
            throw ItemPlanningFieldError("a UUID (8-4-4-4-12 hex digits)")
        }
        return uuid
    }

    private static func user(
        _ node: JSONNode, _ describe: @escaping (any Error) -> String
    ) throws(JSONFieldError) -> User {
        let fields = try JSONRecordFields(node, describing: describe)
        return User(
            id: try fields.identifier("id"), uuid: try fields.optionalValue("uuid", identity),
            name: try fields.value("name") { try PersonName($0) },
            email: try fields.value("email") { try EmailAddress($0) })
    }

    private static func item(
        _ node: JSONNode, _ describe: @escaping (any Error) -> String
    ) throws(JSONFieldError) -> Item {
        let fields = try JSONRecordFields(node, describing: describe)
        let planning = try ItemPlanningFields(fields)
        return Item(
            id: try fields.identifier("id"), uuid: planning.uuid,
            name: try fields.value("name") { try ItemName($0) },
            fields: planning.fields)
    }
}
