import DataTestSupport
import Foundation
import Testing

/// The outbox for users (`OutboxTests` for items): an edit or a removal made while the API
/// cannot be reached is kept, merged with what another client did meanwhile, and sent once.
extension OutboxTests {
    @Test("a user edited offline merges with another client's change to the other field: both stay")
    func userEditMerges() throws {
        let (sandbox, server, api) = try start()
        #expect(try sandbox.crew(api + ["users", "list"]).status == 0)
        try server.play("close")
        let edited = try sandbox.crew(api + ["users", "edit", "2", "--name", "Ervin H."])
        #expect(edited.status == 0, "\(edited.errors)")
        #expect(edited.errors == offlineNotice)
        let listed = try sandbox.crew(api + ["users", "list"])
        #expect(listed.outputLines.contains("2\tErvin H.\tshanna@melissa.tv"), "\(listed.output)")
        #expect(
            listed.errors.contains("1 change made offline waits to be sent (crew sync sends it)."),
            "\(listed.errors)")
        #expect(
            try sandbox.crew(api + ["sync", "--status"]).output.contains(
                "  changed user 2 (name): Ervin H. <shanna@melissa.tv>"))
        try server.send("PATCH", "/users/2", body: #"{"email": "ervin@elsewhere.org"}"#)
        try server.play("")
        let synced = try sandbox.crew(api + ["sync"])
        #expect(synced.status == 0, "\(synced.errors)")
        let record = try server.send("GET", "/users/2")
        #expect(record.contains("Ervin H.") && record.contains("ervin@elsewhere.org"), "\(record)")
        #expect(server.requests().contains("PATCH /users/2"))
        #expect(
            try sandbox.crew(api + ["users", "list"]).outputLines.contains("2\tErvin H.\tervin@elsewhere.org")
        )
    }

    @Test("a user renamed on both sides is a conflict: named, exit 1; --keep mine --user sends it")
    func userRenameConflict() throws {
        let (sandbox, server, api) = try start()
        #expect(try sandbox.crew(api + ["users", "list"]).status == 0)
        try server.play("close")
        try sandbox.crew(api + ["users", "edit", "2", "--name", "Mine"])
        try server.send("PATCH", "/users/2", body: #"{"name": "Theirs"}"#)
        try server.play("")
        let synced = try sandbox.crew(api + ["sync"])
        #expect(synced.status == 1)
        #expect(
            synced.errors.contains(
                "Conflict, not sent: user 2 (Mine): name “Mine” here, “Theirs” on the server (crew sync --keep mine --user 2, or --keep theirs --user 2)"
            ), "\(synced.errors)")
        #expect(try server.send("GET", "/users/2").contains("Theirs"))
        let kept = try sandbox.crew(api + ["sync", "--keep", "mine", "--user", "2"])
        #expect(kept.output == "Kept mine for user 2: the next crew sync sends it.\n", "\(kept.errors)")
        #expect(try sandbox.crew(api + ["sync"]).status == 0)
        #expect(try server.send("GET", "/users/2").contains("Mine"))
        #expect(
            try sandbox.crew(api + ["sync", "--keep", "theirs", "--user", "2"]).status == 1, "nothing left")
    }

    @Test(
        "a user removed offline hands over the items the cache knew and those another client gave meanwhile"
    )
    func userRemovedOffline() throws {
        let (sandbox, server, api) = try start()
        #expect(try sandbox.crew(api + ["users", "list"]).status == 0)
        try server.play("close")
        let removed = try sandbox.crew(api + ["users", "remove", "2", "--reassign-to", "1", "--yes"])
        #expect(removed.status == 0, "\(removed.errors)")
        #expect(removed.errors.contains("saved offline: 2 changes waiting"), "\(removed.errors)")
        #expect(!(try sandbox.crew(api + ["users", "list"]).output.contains("Ervin")))
        #expect(
            try sandbox.crew(api + ["items", "list", "--user", "1"]).output.contains("fugiat veniam minus"))
        try server.send(
            "POST", "/todos", body: #"{"title": "given to Ervin elsewhere", "userId": 2, "completed": false}"#
        )
        try server.play("")
        let synced = try sandbox.crew(api + ["sync"])
        #expect(synced.status == 0, "\(synced.errors)")
        #expect(try server.send("GET", "/users").contains("Ervin") == false)
        #expect(try server.todo(3)["userId"] as? Int == 1)
        #expect(try server.todos(titled: "given to Ervin elsewhere").first?["userId"] as? Int == 1)
        try sandbox.crew(api + ["sync"])
        #expect(server.requests().filter { $0 == "DELETE /users/2" }.count == 1)
    }

    @Test(
        "a removal that refuses items is refused at the sync when the server has some: said, the user stays")
    func userRemovalRefused() throws {
        let (sandbox, server, api) = try start()
        #expect(try sandbox.crew(api + ["items", "assign", "3", "--none"]).status == 0)
        #expect(try sandbox.crew(api + ["users", "list"]).status == 0)
        try server.play("close")
        #expect(try sandbox.crew(api + ["users", "remove", "1", "--yes"]).status == 1, "owns cached items")
        #expect(try sandbox.crew(api + ["sync", "--status"]).output == "Nothing waits to be sent.\n")
        #expect(try sandbox.crew(api + ["users", "remove", "2", "--yes"]).status == 0)
        try server.send(
            "POST", "/todos", body: #"{"title": "given to Ervin elsewhere", "userId": 2, "completed": false}"#
        )
        try server.play("")
        let synced = try sandbox.crew(api + ["sync"])
        #expect(synced.status == 1)
        #expect(
            synced.errors.contains("Not sent: User 2 still owns 1 item; reassign or release it first."),
            "\(synced.errors)")
        #expect(try server.send("GET", "/users/2").contains("Ervin"))
        #expect(
            try sandbox.crew(api + ["users", "list"]).output.contains("Ervin"), "the server's user is back")
        #expect(try sandbox.crew(api + ["sync", "--status"]).output == "Nothing waits to be sent.\n")
    }

    @Test("undo takes back a user's edit and a removal with its handover, while they wait")
    func userUndo() throws {
        let (sandbox, server, api) = try start()
        #expect(try sandbox.crew(api + ["users", "list"]).status == 0)
        try server.play("close")
        try sandbox.crew(api + ["users", "edit", "2", "--email", "ervin@x.org"])
        try sandbox.crew(api + ["users", "remove", "2", "--release-items", "--yes"])
        // The edit was sent without an answer: undo asks the server, which has none of it.
        try server.play("")
        #expect(try sandbox.crew(api + ["undo"]).status == 0)
        #expect(
            try sandbox.crew(api + ["items", "list", "--user", "2"]).output.contains("fugiat veniam minus"))
        #expect(try sandbox.crew(api + ["undo"]).status == 0)
        #expect(
            try sandbox.crew(api + ["users", "list"]).outputLines.contains(
                "2\tErvin Howell\tshanna@melissa.tv"))
        #expect(try sandbox.crew(api + ["sync", "--status"]).output == "Nothing waits to be sent.\n")
    }
}
