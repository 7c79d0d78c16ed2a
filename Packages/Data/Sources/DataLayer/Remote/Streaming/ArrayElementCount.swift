#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

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
            var (depth, commas, hasElement) = (1, 0, false)
            while index < bytes.count {
                let byte = bytes[index]
                index += 1
                if byte == UInt8(ascii: "\"") {
                    guard let end = stringEnd(in: bytes, from: index) else { return nil }
                    index = end + 1
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

    /// Where the string whose text starts at `start` ends (its closing quote); `nil` if it does
    /// not. Each quote is found with `memchr`, and is the end unless an odd run of backslashes
    /// escapes it: most of a page's bytes are its titles, and a byte at a time through the
    /// scanner's states cost 12 instructions a byte (callgrind, a sync of 10,000 todos).
    private static func stringEnd(in bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int? {
        guard let base = bytes.baseAddress else { return nil }
        var from = start
        while from < bytes.count {
            guard let found = memchr(base + from, Int32(UInt8(ascii: "\"")), bytes.count - from) else {
                return nil
            }
            let quote = base.distance(to: found.assumingMemoryBound(to: UInt8.self))
            var backslashes = 0
            while quote - backslashes - 1 >= start, bytes[quote - backslashes - 1] == UInt8(ascii: "\\") {
                backslashes += 1
            }
            if backslashes.isMultiple(of: 2) { return quote }
            from = quote + 1
        }
        return nil
    }

    private static func isWhiteSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09
    }
}
