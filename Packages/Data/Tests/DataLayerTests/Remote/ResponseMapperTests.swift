import DataLayer
import Domain
import DomainTestSupport
import Foundation
import Testing

@Suite("ResponseMapper and DTOs")
struct ResponseMapperTests {
    @Test("decodes JSONPlaceholder users, ignoring address, company and other fields")
    func decodesUsers() throws {
        let dtos: [UserDTO] = try ResponseMapper.map(response(200, Fixtures.data(Fixtures.users)))
        #expect(
            dtos == [
                UserDTO(id: 1, name: "Leanne Graham", email: "Sincere@april.biz"),
                UserDTO(id: 2, name: "Ervin Howell", email: "Shanna@melissa.tv"),
            ])
        #expect(try dtos[0].toDomain() == makeUser(id: 1, name: "Leanne Graham", email: "sincere@april.biz"))
    }

    @Test("decodes todos with an owner, without one, and with a null one")
    func decodesTodos() throws {
        let dtos: [TodoDTO] = try ResponseMapper.map(response(200, Fixtures.data(Fixtures.todos)))
        #expect(
            try dtos.map { try $0.toDomain() } == [
                makeItem(id: 1, name: "delectus aut autem", owner: 1),
                makeItem(id: 2, name: "quis ut nam facilis", done: true),
                makeItem(id: 3, name: "fugiat veniam minus"),
            ])
    }

    @Test(
        "a status outside 2xx and 4xx is a status error, whatever the body; a 404 too (its caller reads it first)",
        arguments: [199, 300, 301, 404, 500, 503])
    func rejectsNon2xx(status: Int) {
        #expect(throws: RemoteError.status(status)) {
            let _: [UserDTO] = try ResponseMapper.map(response(status, Fixtures.data(Fixtures.users)))
        }
        #expect(throws: RemoteError.status(status)) {
            try ResponseMapper.mapEmpty(response(status, Data()))
        }
    }

    @Test(
        "an id past what 64 bits hold is an id crew cannot hold, by name, never an answer that is not JSON",
        arguments: ["9223372036854775808", "18446744073709551616", "-9223372036854775809"])
    func idPastSixtyFourBits(id: String) throws {
        let body = Data(#"{"id": \#(id), "title": "far", "completed": false}"#.utf8)
        let dto: TodoDTO = try ResponseMapper.map(response(201, body))
        #expect(throws: InvalidRecordError.self) { try dto.toDomain() }
        do {
            _ = try dto.toDomain()
        } catch {
            #expect(error.unheldReason == "its id does not fit in 64 bits")
        }
    }

    @Test(
        "a 4xx is the server's refusal with what its body says, made safe to print",
        arguments: [
            (400, #"{"error": "name is too long"}"#, "name is too long"),
            (409, #"{"message": "already taken."}"#, "already taken"),
            (422, #"{"error": {"message": "title\u001b[31m missing"}}"#, "title [31m missing"),
            (429, "", ""),
            (422, "<html>nope</html>", ""),
            (422, #"{"detail": "\u009b2J\u202egnirts"}"#, "2J gnirts"),
        ])
    func refusal(status: Int, body: String, message: String) {
        #expect(throws: RemoteError.refused(status: status, message: message)) {
            try ResponseMapper.mapEmpty(response(status, Data(body.utf8)))
        }
    }

    @Test("401 and 403 are the credentials, not the server", arguments: [401, 403])
    func refusedCredentials(status: Int) {
        #expect(throws: RemoteError.credentialsRefused(status: status)) {
            try ResponseMapper.mapEmpty(response(status, Data()))
        }
        #expect(!RemoteError.credentialsRefused(status: status).isUnreachable)
    }

    @Test(
        "a malformed body is invalid data, distinct from a status error",
        arguments: [
            "", "not json", "{\"id\": 1}", "[{\"id\": \"one\", \"title\": \"t\", \"completed\": false}]",
            "[{\"id\": 1}]",
        ])
    func rejectsMalformed(body: String) {
        #expect {
            let _: [TodoDTO] = try ResponseMapper.map(response(200, Fixtures.data(body)))
        } throws: { error in
            if case .invalidData = error as? RemoteError { return true }
            return false
        }
    }

    @Test(
        "an answer that is no JSON at all is said for what it is, never as a Swift type's name",
        arguments: [
            (["Content-Type": "application/xml"], "<todos/>", "an answer of type application/xml, not JSON"),
            ([:], "  <html><body>Sign in</body></html>", "an XML or HTML answer, not JSON"),
            (
                ["Content-Encoding": "gzip"], "\u{1F}\u{8B}",
                "an answer compressed with gzip, which crew does not ask for"
            ),
            ([:], "\u{1F}\u{8B}\u{08}", "a compressed answer (gzip), not JSON"),
            (["Content-Type": "application/json"], "[{\"id\": 1}]", "missing field title"),
        ] as [([String: String], String, String)])
    func notJSON(headers: [String: String], body: String, reason: String) {
        #expect(throws: RemoteError.invalidData(reason: reason)) {
            let _: [TodoDTO] = try ResponseMapper.map(
                HTTPResponse(status: 200, headers: headers, body: Data(body.utf8)))
        }
    }

    @Test("an empty answer of any 2xx status maps to success", arguments: [200, 201, 204])
    func mapsEmpty(status: Int) throws {
        try ResponseMapper.mapEmpty(response(status, Data()))
        try ResponseMapper.mapEmpty(response(status, Data("{}".utf8)))
    }

    @Test("a record that breaks a domain rule names the record and the rule")
    func invalidRecord() {
        #expect(
            throws: InvalidRecordError(
                kind: .user, id: 5,
                problem: ValidationError(field: .emailAddress, problem: .malformed(.needsExactlyOneAtSign)))
        ) {
            try UserDTO(id: 5, name: "X", email: "not-an-email").toDomain()
        }
        #expect(
            throws: InvalidRecordError(
                kind: .item, id: 0, problem: ValidationError(field: .identifier, problem: .notPositive))
        ) {
            try TodoDTO(id: 0, title: "t", completed: false, userId: nil).toDomain()
        }
        #expect(
            throws: InvalidRecordError(
                kind: .item, id: 4, problem: ValidationError(field: .itemName, problem: .empty))
        ) {
            try TodoDTO(id: 4, title: "  ", completed: false, userId: 1).toDomain()
        }
    }

    @Test("a batch skips and counts invalid records")
    func batchSkipsInvalid() {
        let batch = RemoteBatch([
            TodoDTO(id: 1, title: "ok", completed: false, userId: nil),
            TodoDTO(id: 2, title: "", completed: false, userId: nil),
            TodoDTO(id: 3, title: "also ok", completed: true, userId: -1),
        ]) { try $0.toDomain() }
        #expect(batch.elements.map(\.id.rawValue) == [1])
        #expect(batch.skipped == 2)
    }

    @Test("DTOs round-trip the domain values, and a todo body always writes userId")
    func dtosFromDomain() throws {
        let item = makeItem(id: 3, name: "Buy milk", done: true, owner: nil)
        #expect(try TodoDTO(item).toDomain() == item)
        let planned = makeItem(
            id: 4, name: "Plan", due: dueDate("2027-02-28"), priority: .medium, tags: tags("q1", "home"),
            createdAt: Date(timeIntervalSince1970: 1_800_000_000),
            completedAt: Date(timeIntervalSince1970: 1_800_000_061))
        #expect(try TodoDTO(planned).toDomain() == planned, "the planning fields travel as extra todo fields")
        var noted = planned
        noted.every = .weeks(2)
        noted.notes = [
            ItemNote(
                writtenAt: Date(timeIntervalSince1970: 1_800_000_120), text: try NoteText("Ask \"Zoë\" first")
            )
        ]
        #expect(try TodoDTO(noted).toDomain() == noted, "notes and recurrence travel as extra todo fields")
        let unplanned = TodoDTO(id: 5, title: "x", completed: false, userId: nil, every: "week")
        #expect(throws: InvalidRecordError.self, "a recurring todo without a due day is refused") {
            try unplanned.toDomain()
        }
        #expect(TodoDTO(planned).createdAt == "2027-01-15T08:00:00Z")
        let user = makeUser(id: 2)
        #expect(try UserDTO(user).toDomain() == user)
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        let body = TodoBody(name: item.name, fields: ItemFields())
        #expect(
            String(decoding: try encoder.encode(body), as: UTF8.self)
                == #"{"completed":false,"completedAt":null,"createdAt":null,"due":null,"estimate":null,"every":null,"notes":[],"priority":null,"tags":[],"title":"Buy milk","userId":null}"#
        )
    }

    // MARK: - Helpers

    private func response(_ status: Int, _ body: Data) -> HTTPResponse {
        HTTPResponse(status: status, body: body)
    }
}
