import DataLayer
import Presentation

extension StoreDocumentFile {
    /// The line of a record the import names.
    func line(of record: StoreImportState.Record) -> Int? {
        switch record {
        case .user(let index): userLines.indices.contains(index) ? userLines[index] : nil
        case .item(let index): itemLines.indices.contains(index) ? itemLines[index] : nil
        }
    }
}
