import Foundation
import Testing

@testable import DataLayer

/// The todo listing reader answers what JSONDecoder answers, element for element, or leaves the
/// body to JSONDecoder.
@Suite("TodoListReader")
struct TodoListReaderTests {
    /// Bodies the reader reads itself: each element as JSONDecoder decodes it.
    static let readBodies = [
        #"[]"#,
        #" [ {"id": 1, "title": "a", "completed": false} ] "#,
        #"[{"userId": 1, "id": 2, "title": "quis", "completed": true, "extra": {"x": [1.5, -2e3, null, "s"]}}]"#,
        #"[{"id": 3, "title": "tab\t \"quoted\" \\ \/ \u00e9 \ud83d\ude00 é", "completed": false, "userId": null}]"#,
        #"[{"id": 4, "title": "planned", "completed": false, "due": "2026-12-01", "priority": "high", "tags": ["a", "b"], "createdAt": "2026-11-30T10:00:00.000Z", "completedAt": null, "every": "1w", "crewId": "5a1b2c3d-0000-4000-8000-000000000001", "estimate": 90}]"#,
        #"[{"id": 5, "title": "noted", "completed": false, "notes": [{"at": "2026-11-30T10:00:00.000Z", "text": "first", "by": 2}]}]"#,
        // Elements of the wrong shape, each `nil` beside a good one.
        #"[1, "two", null, [], {"id": 6, "title": "kept", "completed": false}]"#,
        #"[{"id": "7", "title": "id as text", "completed": false}, {"id": 8, "completed": false}]"#,
        #"[{"id": 9, "title": "done as text", "completed": "yes"}, {"id": 10, "title": null, "completed": false}]"#,
        #"[{"id": 11, "title": "bad tag", "completed": false, "tags": ["a", 1]}, {"id": 12, "title": "bad due", "completed": false, "due": 5}]"#,
        #"[{"id": 13, "title": "bad note", "completed": false, "notes": [{"at": "x"}]}, {"id": 14, "title": "bad estimate", "completed": false, "estimate": "90"}]"#,
        #"[{"id": -15, "title": "negative id", "completed": false, "userId": 0}]"#,
        // Names written with escapes are the names they spell; others, of any script, are passed over.
        #"[{"i\u0064": 16, "t\u0069tle": "escaped names", "c\u006fmpleted": true, "user\u0049d": 1, "étiquette": 2}]"#,
        // The ends of the range, and members of the wrong type read straight from the bytes.
        #"[{"id": 9223372036854775807, "title": "largest", "completed": false, "userId": -9223372036854775808}]"#,
        #"[{"id": 17, "title": "owner as text", "completed": false, "userId": "1"}, {"id": 18, "title": 5, "completed": false}]"#,
        #"[{"id": 19, "title": "done as null", "completed": null}, {"id": null, "title": "no id", "completed": true}]"#,
        #"[{"id": 20, "title": ["a"], "completed": {"x": 1}, "userId": true}, {"id": 0, "title": "zero", "completed": true}]"#,
    ]

    /// Bodies left to JSONDecoder: it may read them (a number written with a fraction) or refuse
    /// them (not JSON, not an array), and its answer and its words stand.
    static let leftBodies = [
        #"[{"id": 1.0, "title": "a", "completed": false}]"#,
        #"[{"id": 1e2, "title": "a", "completed": false}]"#,
        #"[{"id": 99999999999999999999, "title": "a", "completed": false}]"#,
        #"[{"id": 1, "id": 2, "title": "a", "completed": false}]"#,
        #"[{"id": 1, "i\u0064": 2, "title": "a", "completed": false}]"#,
        #"[{"id": 1E2, "title": "a", "completed": false}]"#,
        #"[{"id": 9223372036854775808, "title": "a", "completed": false}]"#,
        #"[{"id": -9223372036854775809, "title": "a", "completed": false}]"#,
        #"[{"id": 1, "title": "a", "completed": false, "userId": 1.5}]"#,
        #"[{"id": 01, "title": "a", "completed": false}]"#,
        #"[{"id": 1, "title": "a", "completed": tru}]"#,
        #"{"id": 1}"#,
        #"[{"id": 1, "title": "a", "completed": false},]"#,
        #"[{"id": 1, "title": "\ud800", "completed": false}]"#,
        "[{\"id\": 1, \"title\": \"\u{1}\", \"completed\": false}]",
        #"<html></html>"#,
        "",
    ]

    @Test("a body it reads gives each element exactly as JSONDecoder decodes it", arguments: readBodies)
    func readsAsJSONDecoder(body: String) throws {
        let read = try #require(TodoListReader.todos(in: Data(body.utf8)), "read, not left to JSONDecoder")
        let decoded = try JSONDecoder().decode([LossyElement<TodoDTO>].self, from: Data(body.utf8))
        #expect(read == decoded.map(\.value))
    }

    @Test("a body it cannot read as JSONDecoder would is left to JSONDecoder", arguments: leftBodies)
    func leavesTheRest(body: String) {
        #expect(TodoListReader.todos(in: Data(body.utf8)) == nil)
    }

    @Test("the elements of the wrong shape are nil and the others kept, in order")
    func wrongShapesAreNil() throws {
        let read = try #require(TodoListReader.todos(in: Data(Self.readBodies[6].utf8)))
        #expect(read.map { $0?.id } == [nil, nil, nil, nil, 6])
        let planned = try #require(TodoListReader.todos(in: Data(Self.readBodies[4].utf8))?.first ?? nil)
        #expect(planned.tags == ["a", "b"] && planned.plain.values["estimate"] == .whole(90))
    }
}
