import Foundation
import Testing

@testable import DataLayer

@Suite("StoredIdentity: a row's UUID, read byte by byte")
struct StoredIdentityTests {
    @Test("reads what Foundation reads, in either case", arguments: 0..<50)
    func readsAsFoundationDoes(seed: Int) throws {
        let uuid = UUID()
        #expect(StoredIdentity.uuid(uuid.uuidString.lowercased()) == uuid)
        #expect(StoredIdentity.uuid(uuid.uuidString) == uuid)
    }

    @Test(
        "anything else is no identity",
        arguments: [
            "", "6ba7b810-9dad-11d1-80b4-00c04fd430c", "6ba7b810-9dad-11d1-80b4-00c04fd430c88",
            "6ba7b8109-dad-11d1-80b4-00c04fd430c8", "6ba7b810-9dad-11d1-80b4-00c04fd430cg",
            "6ba7b810-9dad-11d1-80b4-00c04fd430c:", "6ba7b810-9dad-11d1-80b4-00c04fd430c@",
            "6ba7b810-9dad-11d1-80b4 00c04fd430c8", "6ba7b810-9dad-11d1-80b4-00c04fd430é",
            "zzzzzzzz-zzzz-zzzz-zzzz-zzzzzzzzzzzz",
        ])
    func refusesOthers(text: String) {
        #expect(StoredIdentity.uuid(text) == nil, "\(text)")
        #expect(UUID(uuidString: text) == nil, "Foundation refuses it too: \(text)")
    }
}
