/// Finds the elements of a JSON array as its bytes arrive in pieces, so that each element can
/// be read on its own and the array is never held whole. It only tracks where an element ends
/// (nesting, strings, escapes); each element is parsed strictly by its reader.
struct JSONArrayElements {
    /// An element longer than this is not a record: reading stops rather than holding it.
    static let maximumElement = 16 * 1024 * 1024

    /// The text does not go on as a JSON array: where it stopped being one.
    struct Malformed: Error {}

    private enum Place {
        case beforeArray, beforeFirstElement, beforeElement, inElement, afterElement, afterArray
    }

    private var place = Place.beforeArray
    /// The element read so far, when it began in an earlier piece or has not ended yet.
    private var element: [UInt8] = []
    private var depth = 0
    private var strings = JSONStringTracking()

    /// Whether the array has been closed (only white space may follow).
    var isComplete: Bool { place == .afterArray }

    /// Reads `bytes`, handing each element that ends in them to `take`.
    mutating func read(
        _ bytes: UnsafeBufferPointer<UInt8>, take: ([UInt8]) throws -> Void
    ) throws {
        var start = 0
        for index in bytes.indices {
            let byte = bytes[index]
            if place == .inElement {
                let step = follow(byte)
                if step == .goesOn { continue }
                if step == .malformed || element.count + index - start > Self.maximumElement {
                    throw Malformed()
                }
                element.append(contentsOf: bytes[start..<index])
                try take(element)
                element.removeAll(keepingCapacity: true)
                place = step == .closesArray ? .afterArray : .beforeElement
                continue
            }
            if byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 { continue }
            switch (place, byte) {
            case (.beforeArray, UInt8(ascii: "[")): place = .beforeFirstElement
            // After a comma too: JSONDecoder, which reads an answer held whole, takes a trailing comma.
            case (.beforeFirstElement, UInt8(ascii: "]")), (.afterElement, UInt8(ascii: "]")),
                (.beforeElement, UInt8(ascii: "]")):
                place = .afterArray
            case (.afterElement, UInt8(ascii: ",")): place = .beforeElement
            case (.beforeFirstElement, _), (.beforeElement, _):
                guard Self.startsValue(byte) else { throw Malformed() }
                place = .inElement
                start = index
                (depth, strings) = (0, JSONStringTracking())
                _ = follow(byte)
            default: throw Malformed()
            }
        }
        if place == .inElement {
            element.append(contentsOf: bytes[start...])
            if element.count > Self.maximumElement { throw Malformed() }
        }
    }

    /// Whether a JSON value can begin with `byte`. Read alone, an element is taken more freely
    /// than inside its array (a byte-order mark or a NUL before it is passed over), so nothing
    /// else may begin one.
    private static func startsValue(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "{"), UInt8(ascii: "["), UInt8(ascii: "\""), UInt8(ascii: "-"),
            UInt8(ascii: "0")...UInt8(ascii: "9"),
            UInt8(ascii: "t"), UInt8(ascii: "f"), UInt8(ascii: "n"):
            true
        default: false
        }
    }

    private enum Step {
        case goesOn, endsElement, closesArray, malformed
    }

    /// Follows one byte of an element: at a `,` or `]` outside any string and nesting, the
    /// element ends (and a `]` closes the array too).
    private mutating func follow(_ byte: UInt8) -> Step {
        if strings.follow(byte) { return .goesOn }
        switch byte {
        // A control byte outside a string is no JSON; JSONDecoder, given the element alone, would
        // pass over a NUL at its edge that it refuses inside the array.
        case 0x00...0x08, 0x0B, 0x0C, 0x0E...0x1F: return .malformed
        case UInt8(ascii: "["), UInt8(ascii: "{"): depth += 1
        case UInt8(ascii: ","): if depth == 0 { return .endsElement }
        case UInt8(ascii: "]"), UInt8(ascii: "}"):
            if depth == 0 { return byte == UInt8(ascii: "]") ? .closesArray : .malformed }
            depth -= 1
        default: break
        }
        return .goesOn
    }
}
