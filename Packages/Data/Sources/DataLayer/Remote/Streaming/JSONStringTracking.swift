/// Whether each byte of a JSON text belongs to a string, followed byte by byte (escapes
/// included): what the scanners that pass over strings without reading them share.
struct JSONStringTracking {
    private var isInString = false
    private var isEscaped = false

    /// Follows `byte`: whether it belongs to a string, its quotes included.
    mutating func follow(_ byte: UInt8) -> Bool {
        if isInString {
            if isEscaped {
                isEscaped = false
            } else if byte == UInt8(ascii: "\\") {
                isEscaped = true
            } else if byte == UInt8(ascii: "\"") {
                isInString = false
            }
            return true
        }
        guard byte == UInt8(ascii: "\"") else { return false }
        isInString = true
        return true
    }
}
