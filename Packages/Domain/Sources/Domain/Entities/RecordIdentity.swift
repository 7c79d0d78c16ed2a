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
        var bytes = [UInt8](repeating: 0, count: 16)
        bytes[0] = 0x63  // "c"
        bytes[1] = 0x72  // "r"
        bytes[2] = 0x65  // "e"
        bytes[3] = kind.rawValue
        var value = UInt64(bitPattern: Int64(id))
        for index in (8..<16).reversed() {
            bytes[index] = UInt8(value & 0xFF)
            value >>= 8
        }
        bytes[6] = 0x80 | (bytes[6] & 0x0F)  // version 8
        bytes[8] = 0x80 | (bytes[8] & 0x3F)  // the RFC's variant
        return uuid(bytes)
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
