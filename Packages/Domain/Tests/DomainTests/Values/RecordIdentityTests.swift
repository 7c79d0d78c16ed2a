import Domain
import DomainTestSupport
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
        #expect(
            RecordIdentity.derived(kind: .user, id: 0x0123_4567_89AB_CDEF).uuidString
                == "63726575-0000-8000-8123-456789ABCDEF", "the id's bytes, most significant first")
        #expect(
            RecordIdentity.derived(kind: .item, id: Int.max).uuidString
                == "63726569-0000-8000-BFFF-FFFFFFFFFFFF",
            "the variant's two bits replace the id's highest")
    }

    @Test(
        "a successor's identity is the same every time, a version 8 UUID, different from its item's and its own successor's"
    )
    func successorIsDerived() {
        let item = UUID(uuidString: "EFCDAB89-6745-4301-BFFF-FFFFFFFFFFFF")!
        let day = dueDate("2027-01-31")
        let next = RecordIdentity.successor(of: item, dueOn: day)
        #expect(next == RecordIdentity.successor(of: item, dueOn: day))
        #expect(next != item && RecordIdentity.successor(of: next, dueOn: day) != next)
        #expect(RecordIdentity.successor(of: next, dueOn: day) != item)
        #expect(next.uuidString.dropFirst(14).first == "8", "\(next)")
        #expect("89AB".contains(next.uuidString.dropFirst(19).first!), "\(next)")
        // Another day's occurrence of the same item has another successor.
        #expect(RecordIdentity.successor(of: item, dueOn: dueDate("2027-02-28")) != next)
    }

    @Test("successors of different items differ, and a chain of them never repeats")
    func successorsDiffer() {
        let items = (0..<2_000).map { _ in RecordIdentity.new() }
        let day = dueDate("2027-01-31")
        #expect(Set(items.map { RecordIdentity.successor(of: $0, dueOn: day) }).count == items.count)
        var chain = [items[0]]
        for _ in 0..<2_000 { chain.append(RecordIdentity.successor(of: chain[chain.count - 1], dueOn: day)) }
        #expect(Set(chain).count == chain.count)
        // One bit of an identity changes about half of its successor's (a fixed one: no chance in it).
        let fixed = UUID(uuidString: "EFCDAB89-6745-4301-BFFF-FFFFFFFFFFFF")!
        var flipped = fixed.uuid
        flipped.0 ^= 1
        let (one, other) = (
            RecordIdentity.successor(of: fixed, dueOn: day),
            RecordIdentity.successor(of: UUID(uuid: flipped), dueOn: day)
        )
        let differing = zip(
            withUnsafeBytes(of: one.uuid) { Array($0) }, withUnsafeBytes(of: other.uuid) { Array($0) }
        )
        .map { ($0 ^ $1).nonzeroBitCount }.reduce(0, +)
        #expect(differing > 30, "\(differing) bits")
    }

    /// A generator that returns the values it was given, in turn.
    private struct FixedBits: RandomNumberGenerator {
        var values: [UInt64]
        mutating func next() -> UInt64 { values.removeFirst() }
    }
}
