#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// The stable identity of a user or an item: a UUID made when the record is created, kept by
/// every store, backup and API cache, and never changed, so that a backup imported twice finds
/// its items already there, and an offline change finds its record again.
public enum RecordIdentity {
    /// A new identity, for a record being created: a random (version 4) UUID.
    public static func new() -> UUID {
        var generator = SystemRandomNumberGenerator()
        return new(using: &generator)
    }

    /// A random UUID from `generator`'s bits. The system generator asks the kernel for them
    /// (getrandom); Foundation's `UUID()` opens, reads and closes /dev/urandom for every one,
    /// three system calls that were a third of a 300,000-item import's time.
    public static func new(using generator: inout some RandomNumberGenerator) -> UUID {
        let high = generator.next()
        let low = generator.next()
        var bytes =
            (0..<8).map { UInt8(truncatingIfNeeded: high >> (8 * $0)) }
            + (0..<8).map { UInt8(truncatingIfNeeded: low >> (8 * $0)) }
        bytes[6] = 0x40 | (bytes[6] & 0x0F)  // version 4
        bytes[8] = 0x80 | (bytes[8] & 0x3F)  // the RFC's variant
        return uuid(bytes)
    }

    /// The identity a record has when none was ever given to it: an item another program wrote
    /// without one, a test's fixture, an API's record before crew gave it one. Derived from the
    /// kind and the id (a version 8 UUID, RFC 9562), so that it reads the same every time.
    public static func derived(kind: Kind, id: Int) -> UUID {
        // Written straight into the UUID's bytes: an array of 16 made and dropped for each was a
        // thousand instructions a record when a sync read an API's todos (callgrind).
        let value = UInt64(bitPattern: Int64(id))
        func byte(_ shift: UInt64) -> UInt8 { UInt8(truncatingIfNeeded: value >> shift) }
        return UUID(
            uuid: (
                0x63, 0x72, 0x65, kind.rawValue,  // "cre" and the kind
                0, 0, 0x80, 0,  // version 8
                0x80 | (byte(56) & 0x3F),  // the RFC's variant, then the id's bytes, most significant first
                byte(48), byte(40), byte(32), byte(24), byte(16), byte(8), byte(0)
            ))
    }

    /// The identity of a recurring item's next occurrence, derived from the identity of the item
    /// completed and the day it was due: two completions of one occurrence (two processes at once,
    /// a completion sent twice) would make the same identity, which every store refuses to hold
    /// twice and the outbox finds on the server, so that an occurrence never gets two next ones.
    /// (The day is in it so that an item someone made recur again, due another day, may.) A
    /// version 8 UUID whose every bit depends on every bit of both (two rounds of splitmix64's
    /// bijective mix, one per half), so that different occurrences' successors never meet.
    public static func successor(of identity: UUID, dueOn day: DueDate) -> UUID {
        let bytes = withUnsafeBytes(of: identity.uuid) { Array($0) }
        let high = bytes[0..<8].reduce(UInt64(0)) { $0 << 8 | UInt64($1) }
        let low = bytes[8..<16].reduce(UInt64(0)) { $0 << 8 | UInt64($1) }
        let mixedHigh = mixed(high ^ UInt64(bitPattern: Int64(day.dayNumber)))
        let mixedLow = mixed(low ^ mixedHigh)
        var derived =
            (0..<8).reversed().map { UInt8(truncatingIfNeeded: mixedHigh >> (8 * $0)) }
            + (0..<8).reversed().map { UInt8(truncatingIfNeeded: mixedLow >> (8 * $0)) }
        derived[6] = 0x80 | (derived[6] & 0x0F)  // version 8
        derived[8] = 0x80 | (derived[8] & 0x3F)  // the RFC's variant
        return uuid(derived)
    }

    /// splitmix64's finaliser: a bijection of 64 bits in which each output bit depends on all.
    private static func mixed(_ value: UInt64) -> UInt64 {
        var value = value &+ 0x9E37_79B9_7F4A_7C15
        value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
        value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
        return value ^ (value >> 31)
    }

    private static func uuid(_ bytes: [UInt8]) -> UUID {
        UUID(
            uuid: (
                bytes[0], bytes[1], bytes[2], bytes[3], bytes[4], bytes[5], bytes[6], bytes[7], bytes[8],
                bytes[9], bytes[10], bytes[11], bytes[12], bytes[13], bytes[14], bytes[15]
            ))
    }

    /// The kind of record an identity is derived for: its byte keeps a user's and an item's apart.
    public enum Kind: UInt8, Sendable {
        /// A user's identity.
        case user = 0x75  // "u"
        /// An item's identity.
        case item = 0x69  // "i"
    }
}
