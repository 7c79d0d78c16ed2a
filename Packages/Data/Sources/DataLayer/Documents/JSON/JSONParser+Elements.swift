extension JSONParser {
    /// The elements of the one array `bytes` hold, each made as it is read, so that neither the
    /// array nor its objects are built: an object element's members are given to `member` one by
    /// one (after `startObject`), each with the parser at its value, which `member` reads (see
    /// ``readMembers(names:_:)``), then `endObject` makes its element; any other value is made by
    /// `other`. `nil` when `bytes` hold a value that is not an array; the same syntax errors as
    /// ``parse(_:)`` (a repeated member name included).
    ///
    /// What a listing of todos is read with: building each page's tree of 250 objects, then taking
    /// it apart, was a third of the reading (callgrind, a sync of 10,000 todos).
    static func elements<Element>(
        ofArray bytes: [UInt8], startObject: () -> Void,
        member: (JSONMemberName, inout JSONParser) throws(JSONSyntaxError) -> Void,
        endObject: () -> Element, other: (JSONValue) -> Element
    ) throws(JSONSyntaxError) -> [Element]? {
        var parser = JSONParser(bytes)
        parser.skipWhitespace()
        guard parser.peek() == UInt8(ascii: "[") else { return nil }
        try parser.enterNesting()
        parser.index += 1
        var elements: [Element] = []
        // One list of names for every object: each starts it again, keeping its room.
        var names = JSONMemberNames()
        parser.skipWhitespace()
        if parser.peek() == UInt8(ascii: "]") {
            parser.index += 1
        } else {
            while true {
                parser.skipWhitespace()
                if parser.peek() == UInt8(ascii: "{") {
                    names.removeAll()
                    startObject()
                    try parser.readMembers(names: &names, member)
                    elements.append(endObject())
                } else {
                    elements.append(other(try parser.parseValue().value))
                }
                parser.skipWhitespace()
                if parser.peek() == UInt8(ascii: "]") {
                    parser.index += 1
                    break
                }
                guard parser.peek() == UInt8(ascii: ",") else {
                    throw parser.error("expected ',' or ']' in the array")
                }
                parser.index += 1
            }
        }
        parser.depth -= 1
        parser.skipWhitespace()
        guard parser.index == bytes.count else { throw parser.error("unexpected text after the JSON value") }
        return elements
    }
}
