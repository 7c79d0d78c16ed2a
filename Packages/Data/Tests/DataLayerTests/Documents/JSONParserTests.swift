import Testing

@testable import DataLayer

@Suite("JSON parser")
struct JSONParserTests {
    @Test("a document on one line is read without counting columns for every member: linear in its length")
    func oneLineIsLinear() {
        let record = #"{"id": 1, "name": "Buy milk", "done": false, "owner": null, "tags": []}"#
        let document = "[" + Array(repeating: record, count: 5_000).joined(separator: ",") + "]"
        let measured = JSONParser.parseMeasuringColumnWork(Array(document.utf8))
        #expect(measured.value != nil)
        #expect(measured.columnWork == 0)
        // A duplicate member is still placed exactly, counting its line once.
        let broken = Array(#"[{"a": 1}, {"b": 2, "b": 3}]"#.utf8)
        #expect(throws: JSONSyntaxError(line: 1, column: 21, message: "the member \"b\" appears twice")) {
            _ = try JSONParser.parse(broken)
        }
    }

    @Test("reads every kind of value, keeping the line each starts on")
    func values() throws {
        let root = try parse(
            "{\n \"a\": [1, -2.5e3, true, false, null],\n \"b\": \"x\\u00e9\\ud83d\\ude00\\n\"\n}")
        #expect(root.line == 1)
        #expect(root.member("b")?.value == .string("xé😀\n"))
        #expect(root.member("b")?.line == 3)
        guard case .array(let elements)? = root.member("a")?.value else {
            Issue.record("expected an array")
            return
        }
        #expect(elements.map(\.value) == [.number("1"), .number("-2.5e3"), .bool(true), .bool(false), .null])
        #expect(elements[0].integer == 1)
        #expect(elements[1].integer == nil)
    }

    @Test(
        "a string's bytes are its text when they are UTF-8, with or without escapes, and refused when not",
        arguments: [
            ([0xFF], false), ([0xE2, 0x82], false), ([0xC0, 0xAF], false), ([0xED, 0xA0, 0x80], false),
            ([0xF4, 0x90, 0x80, 0x80], false), ([0x61, 0x80, 0x62], false),
            (Array("é🚲".utf8), true), (Array("\u{FFFD}".utf8), true), (Array("plain".utf8), true), ([], true),
        ] as [([UInt8], Bool)])
    func stringsAreUTF8(content: [UInt8], isText: Bool) {
        for escaped in [false, true] {
            // An escape first sends the string down the path that decodes escapes.
            let prefix: [UInt8] = escaped ? Array(#"\n"#.utf8) : []
            let document = [UInt8(ascii: "\"")] + prefix + content + [UInt8(ascii: "\"")]
            let expected = String(decoding: content, as: UTF8.self)
            do {
                let node = try JSONParser.parse(document)
                #expect(isText, "accepted \(content)")
                #expect(node.value == .string((escaped ? "\n" : "") + expected))
            } catch {
                #expect(!isText, "refused \(content): \(error)")
                #expect(error.message == "the string is not valid UTF-8")
            }
        }
    }

    @Test(
        "refuses what is not JSON, saying where",
        arguments: [
            ("", 1, 1), ("[1,]", 1, 4), ("{\"a\" 1}", 1, 6), ("[01]", 1, 3), ("\"a\nb\"", 1, 3),
            ("[1]\n x", 2, 2),
            ("{\"a\": 1, \"a\": 2}", 1, 10), ("\"\\x\"", 1, 4), ("\"\\ud800\"", 1, 8), ("[1.]", 1, 4),
            ("tru", 1, 1),
        ])
    func refusesMalformed(text: String, line: Int, column: Int) {
        do {
            _ = try parse(text)
            Issue.record("accepted \(text)")
        } catch {
            #expect(error.line == line, "\(error)")
            #expect(error.column == column, "\(error)")
        }
    }

    @Test("refuses nesting deeper than it will follow, instead of exhausting the stack")
    func deepNesting() {
        #expect(throws: JSONSyntaxError.self) { try parse(String(repeating: "[", count: 100_000)) }
        #expect(throws: Never.self) {
            try parse(String(repeating: "[", count: 200) + String(repeating: "]", count: 200))
        }
    }

    @Test("a sequence of values is read one after the other")
    func sequence() throws {
        #expect(try JSONParser.parseSequence(Array("{}\n[]\r\n 1".utf8)).map(\.line) == [1, 2, 3])
    }

    @Test(
        "a whole number read from its digits is the number Int reads from its text, or nil as it is",
        arguments: [
            "0", "-0", "7", "-7", "1234567890", "9223372036854775807", "-9223372036854775808",
            "9223372036854775808", "-9223372036854775809", "99999999999999999999", "1.0", "1e2", "1E2",
            "-1.5e-3", "10000000000000000000",
        ])
    func wholeNumber(_ text: String) throws {
        var parser = JSONParser(Array(text.utf8))
        let whole = try parser.parseWholeNumber()
        #expect(whole == Int(try JSONParser.parse(Array(text.utf8)).value.numberText ?? ""))
        #expect(parser.index == text.utf8.count, "read to the number's end")
    }

    @Test(
        "a whole number is refused where parse refuses the number, in the same words",
        arguments: ["-", "01", "1.", "1e", "-a"])
    func wholeNumberRefusals(_ text: String) throws {
        var refusal: JSONSyntaxError?
        do { _ = try JSONParser.parse(Array(text.utf8)) } catch { refusal = error }
        let refused = try #require(refusal)
        var parser = JSONParser(Array(text.utf8))
        #expect(throws: refused) { _ = try parser.parseWholeNumber() }
    }

    @Test(
        "a member name is told by its text, escaped or not; the same name written twice is refused either way"
    )
    func memberNames() throws {
        let document = Array(#"{"id": 1, "t\u0069tle": 2, "étiquette": 3}"#.utf8)
        var parser = JSONParser(document)
        var names: [JSONMemberName] = []
        var seen = JSONMemberNames()
        try parser.readMembers(names: &seen) { name, parser throws(JSONSyntaxError) in
            names.append(name)
            _ = try parser.parseValue()
        }
        #expect(names.map { $0.text(in: document) } == ["id", "title", "étiquette"])
        #expect(
            names[0].is("id", in: document) && !names[0].is("i", in: document)
                && !names[0].is("idx", in: document))
        #expect(names[1].is("title", in: document) && names[1].unescaped != nil)
        #expect(throws: JSONSyntaxError(line: 1, column: 10, message: "the member \"a\" appears twice")) {
            _ = try parse(#"{"a": 1, "\u0061": 2}"#)
        }
    }

    private func parse(_ text: String) throws(JSONSyntaxError) -> JSONNode {
        try JSONParser.parse(Array(text.utf8))
    }
}

extension JSONValue {
    /// A number's text as written; `nil` for any other value.
    fileprivate var numberText: String? {
        if case .number(let text) = self { text } else { nil }
    }
}
