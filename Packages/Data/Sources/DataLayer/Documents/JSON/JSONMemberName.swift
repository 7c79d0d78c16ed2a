/// A member's name as an object writes it: where its bytes stand in the document, and its UTF-8
/// when escapes make that differ from them. Read without making a `String` of it, a name is
/// compared with the few a reader knows straight from the document's bytes.
struct JSONMemberName {
    /// The bytes between the quotes, in the document.
    let written: Range<Int>
    /// The name's UTF-8 with its escapes decoded; `nil` when it has none (the bytes written are it).
    let unescaped: [UInt8]?

    /// Calls `body` with the name's UTF-8, from `document` (the one it was read from) or decoded.
    func withUTF8<Result>(in document: [UInt8], _ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        if let unescaped { return unescaped.withUnsafeBufferPointer(body) }
        return document.withUnsafeBufferPointer { all in
            body(UnsafeBufferPointer(rebasing: all[written]))
        }
    }

    /// The name as text.
    func text(in document: [UInt8]) -> String {
        withUTF8(in: document) { String(decoding: $0, as: UTF8.self) }
    }

    /// Whether the name is `key`: a loop over the bytes, not a closure over each buffer, which
    /// cost 230 instructions a comparison where a todo's reader makes four a member (callgrind).
    func `is`(_ key: StaticString, in document: [UInt8]) -> Bool {
        let count = key.utf8CodeUnitCount
        let expected = key.utf8Start
        if let unescaped {
            guard unescaped.count == count else { return false }
            for offset in 0..<count where unescaped[offset] != expected[offset] { return false }
            return true
        }
        guard written.count == count else { return false }
        let start = written.lowerBound
        for offset in 0..<count where document[start + offset] != expected[offset] { return false }
        return true
    }

    /// Whether the two names, of `document`, are the same text.
    func isSame(as other: JSONMemberName, in document: [UInt8]) -> Bool {
        if unescaped == nil, other.unescaped == nil, written.count != other.written.count { return false }
        return withUTF8(in: document) { mine in other.withUTF8(in: document) { mine.elementsEqual($0) } }
    }
}
