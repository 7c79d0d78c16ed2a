import DataLayer
import Domain
import DomainTestSupport
import Foundation
import Testing

/// The field table (`ItemField.allCases`) against every place of the Data layer that handles
/// every field: each store's write and read, its journal's undo, a backup's export and import,
/// `--json` read back, and the API's body and record. Each case is one field (and one store), so a
/// field a place forgets fails naming the field and the place.
@Suite("Item field coverage: the Data layer's places")
final class ItemFieldCoverageSpecs {
    private let directory = TemporaryDirectory()
    private let base = makeItem(id: 1, name: "Plan", due: dueDate("2029-05-01"), priority: .low)

    struct Case: CustomTestStringConvertible, Sendable {
        let kind: StoreKind
        let field: ItemField
        var testDescription: String { "\(field) in \(kind.rawValue)" }
    }

    static var cases: [Case] {
        StoreKind.allCases.flatMap { kind in ItemField.allCases.map { Case(kind: kind, field: $0) } }
    }

    @Test("a field's value survives the store's write and read, and an undo of its edit", arguments: cases)
    func storeAndUndo(test: Case) async throws {
        let sut = try test.kind.makeStore(in: directory)
        _ = try await sut.insert(makeNewUser(name: "Ada", email: "ada@x.org"))
        let stored = try #require(try await sut.insert([NewItem(base)]).first)
        let changed = try ItemFieldExamples.changing(test.field, of: stored)
        try await sut.update([changed])
        let read = try #require(try await sut.item(withID: stored.id))
        #expect(test.field.isSame(in: read, as: changed), "\(test.field): the store's write and read")
        // Notes only when the page asks for them (a table never reads them).
        let listed = try await sut.items(
            matching: ItemFilter(), order: .pendingFirst, page: PageRequest.first.includingNotes)
        #expect(listed.elements == [read], "\(test.field): a listing reads it")
        let undone = try #require(try await sut.undoLastChange())
        #expect(
            undone.items.first?.after.map { test.field.isSame(in: $0, as: changed) } == true,
            "\(test.field): the journal's image of the change")
        #expect(try await sut.item(withID: stored.id) == stored, "\(test.field): the undo of its edit")

        var added = NewItem(changed)
        added.uuid = nil
        let inserted = try #require(try await sut.insert([added]).first)
        #expect(test.field.isSame(in: inserted, as: changed), "\(test.field): the store's insert")
    }
}

/// The field table against the documents (a backup, `--json`) and the API's body and record.
@Suite("Item field coverage: documents and the API")
struct ItemFieldDocumentCoverageSpecs {
    private let base = makeItem(id: 1, name: "Plan", due: dueDate("2029-05-01"), priority: .low)

    @Test(
        "a field's value survives a backup's export and import, and --json read back",
        arguments: ItemField.allCases)
    @MainActor
    func documents(field: ItemField) async throws {
        let changed = try ItemFieldExamples.changing(field, of: base)
        #expect(ItemJSON.item(from: ItemJSON.object(changed)) == changed, "\(field): --json read back")
        var text = ""
        let writer = StoreDocumentWriter { text += $0 }
        try writer.write(.users([makeUser(id: 1, email: "ada@x.org")]))
        try writer.write(.items([changed]))
        try writer.finish()
        let file = try StoreDocumentReader.read(Array(text.utf8), describing: { "\($0)" })
        #expect(file.document.items == [changed], "\(field): the backup's export and import")
    }

    @Test("a field's value survives the API's body and the record read back", arguments: ItemField.allCases)
    func remote(field: ItemField) throws {
        let changed = try ItemFieldExamples.changing(field, of: base)
        let body = try JSONEncoder().encode(TodoBody(changed))
        var record = try JSONSerialization.jsonObject(with: body) as? [String: Any] ?? [:]
        record["id"] = changed.id.rawValue
        let dto = try JSONDecoder().decode(TodoDTO.self, from: JSONSerialization.data(withJSONObject: record))
        #expect(try dto.toDomain() == changed, "\(field): the API's body and record")
        let viaDTO = try JSONDecoder().decode(TodoDTO.self, from: JSONEncoder().encode(TodoDTO(changed)))
        #expect(try viaDTO.toDomain() == changed, "\(field): the record as the fake API serves it")
    }
}
