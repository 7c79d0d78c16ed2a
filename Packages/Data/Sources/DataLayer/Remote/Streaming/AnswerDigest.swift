import Domain

/// A digest of an answer's bytes that names them in every run (Swift's `Hasher` is seeded anew
/// in each process): their length, and two 64-bit hashes of them, eight bytes a step, each lane
/// mixed as xxHash mixes its own and finished as MurmurHash3 finishes. Not a cryptographic
/// digest: it tells an answer that changed from one that did not (128 bits make an accidental
/// match of two answers of the same length out of reach), and a server that wanted to mislead
/// its cache would not need one. What crew reads of a todo is part of it (``readerFields``), so
/// that a crew that reads more of the same bytes does not take an older reading for its own.
enum AnswerDigest {
    /// The digest of `bytes`, as text, for a reader of `fields` (by default, what crew reads).
    static func of(_ bytes: UnsafeBufferPointer<UInt8>, readerFields fields: String = readerFields) -> String
    {
        let seed = seed(of: fields)
        var (first, second) = (seed, seed ^ 0x9E37_79B9_7F4A_7C15)
        let raw = UnsafeRawBufferPointer(bytes)
        var offset = 0
        while offset + 8 <= raw.count {
            mix(raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self), into: &first, &second)
            offset += 8
        }
        if offset < raw.count {
            var tail: UInt64 = 0
            for (shift, byte) in raw[offset...].enumerated() { tail |= UInt64(byte) << (8 * UInt64(shift)) }
            mix(tail, into: &first, &second)
        }
        return "\(bytes.count)-\(hex(finished(first ^ UInt64(bytes.count))))\(hex(finished(second)))"
    }

    /// What crew reads of a todo besides its fixed members: the plain fields' keys.
    static var readerFields: String {
        ItemFields.plainFields.map(\.key).joined(separator: ",")
    }

    private static func seed(of fields: String) -> UInt64 {
        var seed: UInt64 = 0x2545_F491_4F6C_DD1D
        for byte in fields.utf8 { seed = (seed ^ UInt64(byte)) &* 0x0000_0100_0000_01B3 }
        return seed
    }

    private static func mix(_ word: UInt64, into first: inout UInt64, _ second: inout UInt64) {
        first = rotated(first &+ word &* 0xC2B2_AE3D_27D4_EB4F, by: 31) &* 0x9E37_79B1_85EB_CA87
        second = rotated(second ^ (word &* 0x1656_67B1_9E37_79F9), by: 27) &* 0x85EB_CA77_C2B2_AE63 &+ first
    }

    private static func rotated(_ value: UInt64, by count: UInt64) -> UInt64 {
        value << count | value >> (64 - count)
    }

    private static func finished(_ value: UInt64) -> UInt64 {
        var mixed = value
        mixed ^= mixed >> 33
        mixed &*= 0xFF51_AFD7_ED55_8CCD
        mixed ^= mixed >> 33
        mixed &*= 0xC4CE_B9FE_1A85_EC53
        return mixed ^ mixed >> 33
    }

    private static func hex(_ value: UInt64) -> String {
        let digits = String(value, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }
}
