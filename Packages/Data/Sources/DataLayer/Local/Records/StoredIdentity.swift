#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// A record's stable identity as a row keeps it: the UUID's 36 characters (8-4-4-4-12 hex digits,
/// lower case as crew writes them; upper case is read too). Read here, byte by byte, because
/// every listed row has one: Foundation's `UUID(uuidString:)` runs `sscanf`, which was a sixth of
/// a listing's time.
enum StoredIdentity {
    /// The identity `text` spells; `nil` for anything else (another tool wrote it).
    static func uuid(_ text: String) -> UUID? {
        var text = text
        return text.withUTF8 { uuid(spelledBy: $0) }
    }

    /// The identity the UTF-8 `bytes` spell (a row's column as its driver holds it, read without
    /// making a string of it first); `nil` for anything else. The 16 bytes are read from their
    /// fixed places, two hex digits each, each digit's value looked up in a table: a UUID's
    /// digits and letters come in no order a branch predictor could guess, and a branch per
    /// digit (with overflow checks) was 6 % of a listing's time.
    static func uuid(spelledBy bytes: UnsafeBufferPointer<UInt8>) -> UUID? {
        guard bytes.count == 36, let text = bytes.baseAddress, text[8] == dash, text[13] == dash,
            text[18] == dash, text[23] == dash
        else { return nil }
        return nibbles.withUnsafeBufferPointer { nibble in
            var invalid: UInt8 = 0
            @inline(__always) func byte(at place: Int) -> UInt8 {
                let high = nibble[Int(text[place])]
                let low = nibble[Int(text[place &+ 1])]
                invalid |= high | low
                return high &<< 4 | low
            }
            let value: uuid_t = (
                byte(at: 0), byte(at: 2), byte(at: 4), byte(at: 6), byte(at: 9), byte(at: 11), byte(at: 14),
                byte(at: 16), byte(at: 19), byte(at: 21), byte(at: 24), byte(at: 26), byte(at: 28),
                byte(at: 30), byte(at: 32), byte(at: 34)
            )
            return invalid & 0xF0 == 0 ? UUID(uuid: value) : nil
        }
    }

    private static let dash = UInt8(ascii: "-")

    /// Each byte's value as a hex digit (either case), or 0xF0 for any other byte.
    private static let nibbles: [UInt8] = (0...255).map { byte in
        switch UInt8(byte) {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt8(byte) - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt8(byte) - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt8(byte) - UInt8(ascii: "A") + 10
        default: 0xF0
        }
    }
}
