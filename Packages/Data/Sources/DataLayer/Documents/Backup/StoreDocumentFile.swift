import Domain

/// A backup document read from a file, with the line on which each of its records starts.
public struct StoreDocumentFile: Sendable {
    public static let format = "crew"
    /// The document version this crew writes and reads; a newer one is refused. Version 2 gave
    /// every user and item its stable identity (`uuid`); a version 1 document is read all the same.
    public static let version = 2

    public let document: StoreDocument
    public let userLines: [Int]
    public let itemLines: [Int]
}
