/// How many elements the JSON array a body holds, counted without reading them: commas between
/// the array's own elements, strings and nested values passed over. What tells, as soon as a
/// page's answer is complete, whether it was full (so the page after it may be asked for while
/// this one is read). `nil` when the body is not one array; a malformed one may be miscounted,
/// which asks for a page too early or not early, never reads one wrongly: the reader decides.
enum ArrayElementCount {
    /// The count for `body`.
    static func of(_ body: [UInt8]) -> Int? {
        body.withUnsafeBufferPointer { bytes -> Int? in
            var index = 0
            while index < bytes.count, isWhiteSpace(bytes[index]) { index += 1 }
            guard index < bytes.count, bytes[index] == UInt8(ascii: "[") else { return nil }
            index += 1
            var (depth, commas, hasElement, strings) = (1, 0, false, JSONStringTracking())
            while index < bytes.count {
                let byte = bytes[index]
                index += 1
                if strings.follow(byte) {
                    hasElement = true
                    continue
                }
                switch byte {
                case UInt8(ascii: "["), UInt8(ascii: "{"):
                    depth += 1
                    hasElement = true
                case UInt8(ascii: "]"), UInt8(ascii: "}"):
                    depth -= 1
                    if depth == 0 { return hasElement ? commas + 1 : 0 }
                case UInt8(ascii: ","):
                    if depth == 1 { commas += 1 }
                default:
                    if !isWhiteSpace(byte) { hasElement = true }
                }
            }
            return nil
        }
    }

    private static func isWhiteSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09
    }
}
