import Domain
import Foundation
import Testing

@Suite("RecordIdentity")
struct RecordIdentityTests {
    @Test("a new identity is a random version 4 UUID, never the same twice")
    func newIsRandomVersion4() {
        let identities = (0..<1_000).map { _ in RecordIdentity.new() }
        #expect(Set(identities).count == identities.count)
        for identity in identities {
            #expect(identity.uuidString.dropFirst(14).first == "4", "\(identity)")
            #expect("89AB".contains(identity.uuidString.dropFirst(19).first!), "\(identity)")
        }
    }

    @Test("a new identity is the generator's 128 bits, but for the version and the variant")
    func newTakesTheGeneratorsBits() {
        var generator = FixedBits(values: [0x0123_4567_89AB_CDEF, 0xFFFF_FFFF_FFFF_FFFF])
        #expect(
            RecordIdentity.new(using: &generator).uuidString == "EFCDAB89-6745-4301-BFFF-FFFFFFFFFFFF")
    }

    @Test("a derived identity reads the same every time, and differs by kind and by id")
    func derivedIsStable() {
        let item = RecordIdentity.derived(kind: .item, id: 42)
        #expect(item == RecordIdentity.derived(kind: .item, id: 42))
        #expect(item != RecordIdentity.derived(kind: .user, id: 42))
        #expect(item != RecordIdentity.derived(kind: .item, id: 43))
        #expect(item.uuidString == "63726569-0000-8000-8000-00000000002A")
    }

    /// A generator that returns the values it was given, in turn.
    private struct FixedBits: RandomNumberGenerator {
        var values: [UInt64]
        mutating func next() -> UInt64 { values.removeFirst() }
    }
}
