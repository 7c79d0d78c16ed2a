import Domain
import Presentation

/// The members of one record of a document, read with the Domain's rules; each failure names
/// the member's line and path (`users[2].email`).
struct DocumentFields {
    private let node: JSONNode
    private let path: String

    init(_ node: JSONNode, path: String) throws(DocumentReadError) {
        guard case .object = node.value else {
            throw DocumentReadError(
                line: node.line, path: path, message: "must be an object, not \(node.value.kind)")
        }
        self.node = node
        self.path = path
    }

    func identifier<Entity>(_ key: String) throws(DocumentReadError) -> Identifier<Entity> {
        guard let value = try optionalIdentifier(key) as Identifier<Entity>? else { throw missing(key) }
        return value
    }

    /// `nil` when the member is absent or null.
    func optionalIdentifier<Entity>(_ key: String) throws(DocumentReadError) -> Identifier<Entity>? {
        guard let member = node.member(key), member.value != .null else { return nil }
        guard let number = member.integer, let id = Identifier<Entity>(rawValue: number) else {
            throw problem(key, member, "must be a positive whole number")
        }
        return id
    }

    /// `nil` when the member is absent.
    func flag(_ key: String) throws(DocumentReadError) -> Bool? {
        guard let member = node.member(key) else { return nil }
        guard case .bool(let value) = member.value else {
            throw problem(key, member, "must be true or false")
        }
        return value
    }

    /// A string member turned into a domain value by `make`, whose error becomes the message.
    func value<Value>(_ key: String, _ make: (String) throws -> Value) throws(DocumentReadError) -> Value {
        guard let member = node.member(key) else { throw missing(key) }
        guard case .string(let text) = member.value else {
            throw problem(key, member, "must be a string, not \(member.value.kind)")
        }
        do {
            return try make(text)
        } catch {
            throw problem(key, member, ErrorMessage.describing(error))
        }
    }

    private func missing(_ key: String) -> DocumentReadError {
        DocumentReadError(line: node.line, path: "\(path).\(key)", message: "missing")
    }

    private func problem(_ key: String, _ member: JSONNode, _ message: String) -> DocumentReadError {
        DocumentReadError(line: member.line, path: "\(path).\(key)", message: message)
    }
}
