extension [UInt8] {
    /// Appends the UTF-8 bytes of `text` with one copy. `append(contentsOf: text.utf8)` copies a
    /// small string (an id, an owner, a short name: up to 15 bytes, kept inline) byte by byte
    /// through the sequence protocol; a listing of a million rows appends four of them a row.
    mutating func appendUTF8(_ text: String) {
        var text = text
        text.withUTF8 { append(contentsOf: $0) }
    }

    /// Appends the decimal digits of `number` (and a minus sign if it is negative), without
    /// making a string of them first.
    mutating func appendDecimal(_ number: Int) {
        if number < 0 { append(UInt8(ascii: "-")) }
        var magnitude = number.magnitude
        // The digits come last first, into a buffer on the stack: 20 hold any Int.
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 20) { buffer in
            var index = buffer.endIndex
            repeat {
                index -= 1
                buffer[index] = UInt8(ascii: "0") + UInt8(magnitude % 10)
                magnitude /= 10
            } while magnitude > 0
            append(contentsOf: UnsafeBufferPointer(rebasing: buffer[index...]))
        }
    }
}
