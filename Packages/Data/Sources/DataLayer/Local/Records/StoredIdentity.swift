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
    /// making a string of it first); `nil` for anything else. The 16 bytes are read from fixed
    /// places, two hex digits each, without a branch per character but the check.
    static func uuid(spelledBy bytes: UnsafeBufferPointer<UInt8>) -> UUID? {
        guard bytes.count == 36, bytes[8] == dash, bytes[13] == dash, bytes[18] == dash, bytes[23] == dash
        else { return nil }
        var value: uuid_t = (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
        var invalid: UInt8 = 0
        withUnsafeMutableBytes(of: &value) { out in
            for byte in 0..<16 {
                // Past bytes 4, 6, 8 and 10 comes a dash.
                let place =
                    2 * byte + (byte >= 4 ? 1 : 0) + (byte >= 6 ? 1 : 0) + (byte >= 8 ? 1 : 0)
                    + (byte >= 10 ? 1 : 0)
                let high = nibble(bytes[place])
                let low = nibble(bytes[place + 1])
                invalid |= (high | low) & 0xF0
                out[byte] = high << 4 | low
            }
        }
        return invalid == 0 ? UUID(uuid: value) : nil
    }

    private static let dash = UInt8(ascii: "-")

    /// A hex digit's value (either case), or 0xFF for any other byte.
    private static func nibble(_ byte: UInt8) -> UInt8 {
        let digit = byte &- UInt8(ascii: "0")
        if digit < 10 { return digit }
        let letter = (byte | 0x20) &- UInt8(ascii: "a")
        return letter < 6 ? letter + 10 : 0xFF
    }
}
