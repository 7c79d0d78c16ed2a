import Domain

/// A backup document read from a file, with the line on which each of its records starts.
public struct StoreDocumentFile: Sendable {
    /// The `format` member every backup carries.
    public static let format = "crew"
    /// The document version this crew writes and reads; a newer one is refused. Version 2 gave
    /// every user and item its stable identity (`uuid`), version 3 items their recurrence
    /// (`every`) and notes (`notes`); a version 1 or 2 document is read all the same (its items
    /// have no notes and do not recur).
    public static let version = 3

    /// The users and items read.
    public let document: StoreDocument
    /// The line each user record starts on, in the order of `document.users`.
    public let userLines: [Int]
    /// The line each item record starts on, in the order of `document.items`.
    public let itemLines: [Int]
}
