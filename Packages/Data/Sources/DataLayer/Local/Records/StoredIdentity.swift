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
    /// making a string of it first); `nil` for anything else.
    static func uuid(spelledBy bytes: UnsafeBufferPointer<UInt8>) -> UUID? {
        guard bytes.count == 36 else { return nil }
        var value: uuid_t = (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
        let isValid = withUnsafeMutableBytes(of: &value) { out -> Bool in
            var byte = 0
            var index = 0
            while index < 36 {
                if index == 8 || index == 13 || index == 18 || index == 23 {
                    guard bytes[index] == UInt8(ascii: "-") else { return false }
                    index += 1
                    continue
                }
                guard let high = nibble(bytes[index]), let low = nibble(bytes[index + 1]) else {
                    return false
                }
                out[byte] = high << 4 | low
                byte += 1
                index += 2
            }
            return true
        }
        return isValid ? UUID(uuid: value) : nil
    }

    private static func nibble(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }
}
