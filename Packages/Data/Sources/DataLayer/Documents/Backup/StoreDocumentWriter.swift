import Domain

/// Writes a backup document as its parts arrive, never holding the store in memory:
///
///     {
///       "format": "crew",
///       "version": 3,
///       "users": [
///         {"id": 1, "name": "Ada Lovelace", "email": "ada@example.com"}
///       ],
///       "items": [
///         {"id": 1, "name": "Buy milk", "done": false, "owner": 1}
///       ]
///     }
///
/// One record per line, in id order, so that two backups diff line by line, and an export of
/// an import of an export is byte-identical.
@MainActor
public final class StoreDocumentWriter {
    private enum Section {
        case none
        case users(count: Int)
        case items(count: Int)
    }

    private let write: (String) throws -> Void
    private var section = Section.none

    /// A writer that hands each piece of the document, in order, to `write`.
    public init(write: @escaping (String) throws -> Void) {
        self.write = write
    }

    /// Whether any of the document was handed on: a backup refused after that left a part of
    /// itself wherever it was written.
    public var isStarted: Bool {
        if case .none = section { return false }
        return true
    }

    /// Writes a run of users or of items, opening the document or the section it belongs to first.
    /// Users come before items.
    public func write(_ part: StoreDocumentPart) throws {
        switch part {
        case .users(let users): try append(users.map { UserJSON.object($0) }, inUsers: true)
        case .items(let items): try append(items.map { ItemJSON.object($0) }, inUsers: false)
        }
    }

    /// Closes whatever is open, so that even an empty store is a whole document.
    public func finish() throws {
        try open(users: false)
        try close()
        try write("\n}\n")
    }

    private func append(_ objects: [String], inUsers: Bool) throws {
        try open(users: inUsers)
        var count = 0
        switch section {
        case .users(let written), .items(let written): count = written
        case .none: break
        }
        var text = ""
        for object in objects {
            text += (count == 0 ? "\n    " : ",\n    ") + object
            count += 1
        }
        try write(text)
        section = inUsers ? .users(count: count) : .items(count: count)
    }

    /// Moves on to the users' or the items' section, writing what comes before it.
    private func open(users: Bool) throws {
        switch (section, users) {
        case (.none, true):
            try write(
                "{\n  \"format\": \"crew\",\n  \"version\": \(StoreDocumentFile.version),\n  \"users\": [")
            section = .users(count: 0)
        case (.none, false):
            try open(users: true)
            try open(users: false)
        case (.users, false):
            try close()
            try write(",\n  \"items\": [")
            section = .items(count: 0)
        default:
            break
        }
    }

    private func close() throws {
        switch section {
        case .users(let count), .items(let count): try write(count == 0 ? "]" : "\n  ]")
        case .none: break
        }
    }
}
