import Testing

@testable import DataLayer

/// `JSONParser.elements(ofArray:…)`: an array read element by element gives what `parse` gives,
/// and refuses what `parse` refuses, in the same words.
@Suite("JSON parser: an array read element by element")
struct JSONParserElementsTests {
    @Test(
        "each element is what parse reads: an object's members in order, any other value as it is",
        arguments: [
            "[]", " [ ] ", "[{}]", #"[{"a": 1, "b": [true, {"c": null}]}, 2, "x", null, [], {"d": "é"}]"#,
            "[\n{\"id\": 1,\n \"title\": \"t\"},\n{\"id\": 2}\n]\n",
            "[" + (1...40).map { #"{"k\#($0)": \#($0)}"# }.joined(separator: ",") + "]",
            "[{" + (1...40).map { #""k\#($0)": \#($0)"# }.joined(separator: ",") + "}]",
        ])
    func sameAsParse(_ text: String) throws {
        let parsed = try JSONParser.parse(Array(text.utf8))
        guard case .array(let nodes) = parsed.value else {
            Issue.record("expected an array")
            return
        }
        #expect(try read(text)?.map(withoutLines) == nodes.map { withoutLines($0.value) })
    }

    @Test(
        "what parse refuses is refused in the same words; a value that is not an array is nil",
        arguments: [
            #"[{"a": 1, "a": 2}]"#, #"[{"a": 1}, {"b": 2, "b": 3}]"#, "[1, 2", "[1 2]", "[1,]", "[{]",
            #"[{"a" 1}]"#, "[1] x",
            "[" + String(repeating: "[", count: 300) + String(repeating: "]", count: 301),
            "[{" + (1...20).map { #""k\#($0)": 1"# }.joined(separator: ",") + #", "k3": 2}]"#,
        ])
    func refusesWhatParseRefuses(_ text: String) {
        var refusal: JSONSyntaxError?
        do { _ = try JSONParser.parse(Array(text.utf8)) } catch { refusal = error }
        guard let refusal else {
            Issue.record("parse reads \(text)")
            return
        }
        #expect(throws: refusal) { _ = try read(text) }
    }

    @Test("a document that is not an array is nil, not an error")
    func notAnArray() throws {
        #expect(try read(#"{"a": [1]}"#) == nil)
        #expect(try read("3") == nil)
    }

    /// `value` with every line 0: members are given without the line their value starts on.
    private func withoutLines(_ value: JSONValue) -> JSONValue {
        switch value {
        case .array(let nodes): .array(nodes.map { JSONNode(value: withoutLines($0.value), line: 0) })
        case .object(let members):
            .object(members.map { ($0.key, JSONNode(value: withoutLines($0.value.value), line: 0)) })
        default: value
        }
    }

    private func read(_ text: String) throws(JSONSyntaxError) -> [JSONValue]? {
        var members: [(key: String, value: JSONNode)] = []
        return try JSONParser.elements(
            ofArray: Array(text.utf8), startObject: { members = [] },
            member: { name, parser throws(JSONSyntaxError) in
                members.append(
                    (name.text(in: parser.bytes), JSONNode(value: try parser.parseValue().value, line: 0)))
            },
            endObject: { .object(members) }, other: { $0 })
    }
}
