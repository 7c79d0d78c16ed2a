import Domain
import Presentation

/// Reads typed values from the command line with the Domain's own rules, so that a bad value
/// is a usage error before anything is opened or written.
enum ArgumentValue {
    /// A whole number from 1 to `Identifier.maximum` (2^53 − 1).
    static func id(_ text: String, for name: String, path: [String]) throws(UsageError) -> Int {
        guard let value = Int(text), value > 0 else {
            throw UsageError(
                "The value '\(text)' is invalid for '\(name)': it must be a positive whole number", path: path
            )
        }
        guard value <= Item.ID.maximum else {
            throw UsageError(
                "The value '\(text)' is invalid for '\(name)': ids stop at \(Item.ID.maximum)", path: path)
        }
        return value
    }

    static func userID(_ text: String, for name: String, path: [String]) throws(UsageError) -> User.ID {
        let value = try id(text, for: name, path: path)
        guard let id = User.ID(rawValue: value) else {
            throw UsageError("The value '\(text)' is invalid for '\(name)'", path: path)
        }
        return id
    }

    static func itemID(_ text: String, for name: String, path: [String]) throws(UsageError) -> Item.ID {
        let value = try id(text, for: name, path: path)
        guard let id = Item.ID(rawValue: value) else {
            throw UsageError("The value '\(text)' is invalid for '\(name)'", path: path)
        }
        return id
    }

    static func ids(_ texts: [String], for name: String, path: [String]) throws(UsageError) -> [Int] {
        var ids: [Int] = []
        for text in texts { ids.append(try id(text, for: name, path: path)) }
        return ids
    }

    static func personName(_ text: String, path: [String]) throws(UsageError) -> String {
        try checked(text, for: "--name <name>", path: path) { try PersonName($0).value }
    }

    static func email(_ text: String, path: [String]) throws(UsageError) -> String {
        try checked(text, for: "--email <email>", path: path) { try EmailAddress($0).value }
    }

    static func itemName(_ text: String, path: [String]) throws(UsageError) -> String {
        try checked(text, for: "<name>", path: path) { try ItemName($0).value }
    }

    static func search(_ text: String, path: [String]) throws(UsageError) -> String {
        try checked(text, for: "--search <text>", path: path) { try SearchQuery($0).value }
    }

    static func limit(_ text: String, path: [String]) throws(UsageError) -> Int {
        guard let value = Int(text), value > 0 else {
            throw UsageError(
                "The value '\(text)' is invalid for '--limit <n>': it must be a positive whole number",
                path: path)
        }
        return value
    }

    private static func checked(
        _ text: String, for name: String, path: [String], _ make: (String) throws -> String
    ) throws(UsageError) -> String {
        do {
            return try make(text)
        } catch {
            let shown = text.count > 40 ? String(text.prefix(40)) + "…" : text
            throw UsageError(
                "The value '\(shown.debugDescription.dropFirst().dropLast())' is invalid for '\(name)': "
                    + ErrorMessage.describing(error).lowercasedFirst.droppingFinalPeriod,
                path: path)
        }
    }
}

extension String {
    fileprivate var lowercasedFirst: String { prefix(1).lowercased() + dropFirst() }
    fileprivate var droppingFinalPeriod: String { hasSuffix(".") ? String(dropLast()) : self }
}
