import Domain
import Presentation

/// A backup document read from a file, with the line on which each of its records starts.
struct StoreDocumentFile: Sendable {
    static let format = "crew"
    /// The document version this crew writes and reads; a newer one is refused. Version 2 gave
    /// every user and item its stable identity (`uuid`); a version 1 document is read all the same.
    static let version = 2

    let document: StoreDocument
    let userLines: [Int]
    let itemLines: [Int]

    /// The line of a record the import names.
    func line(of record: StoreImportState.Record) -> Int? {
        switch record {
        case .user(let index): userLines.indices.contains(index) ? userLines[index] : nil
        case .item(let index): itemLines.indices.contains(index) ? itemLines[index] : nil
        }
    }
}
