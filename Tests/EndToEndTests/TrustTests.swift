import DataTestSupport
import Foundation
import Testing

/// Issue 8: nothing a user does, mistypes or syncs loses their data.
@Suite("crew end to end: trust (caches, all-or-nothing changes, backups, undo)")
struct TrustTests {
    @Test("an API's cache never touches the local store: sync and remote reads leave it as it was")
    func cacheIsNotTheLocalStore() throws {
        let sandbox = try Sandbox()
        let server = try FakeAPIServer(seed: FakeAPIServer.seed, in: sandbox)
        try sandbox.crew(["users", "add", "--name", "Mine", "--email", "mine@x.org"])
        try sandbox.crew(["items", "add", "my own item", "--user", "1"])
        let local = try sandbox.dump(sandbox.defaultStore)
        let localBytes = try Data(contentsOf: URL(fileURLWithPath: sandbox.defaultStore))

        let synced = try sandbox.crew(["--api-url", server.url, "sync"])
        #expect(synced.status == 0, "\(synced.errors)")
        let caches = try FileManager.default.contentsOfDirectory(atPath: sandbox.cacheFolder).filter {
            $0.hasSuffix(".sqlite3")
        }
        #expect(caches.count == 1)
        #expect(synced.output.contains(sandbox.cacheFolder + "/" + (caches.first ?? "?")))
        #expect(try sandbox.crew(["--api-url", server.url, "items", "list"]).outputLines.count == 4)
        #expect(try sandbox.crew(["--api-url", server.url, "users", "list"]).outputLines.count == 2)

        #expect(try sandbox.dump(sandbox.defaultStore) == local)
        #expect(try Data(contentsOf: URL(fileURLWithPath: sandbox.defaultStore)) == localBytes)
        #expect(try sandbox.crew(["items", "list"]).output == "1\tpending\t1\tmy own item\t\t\t\n")
        let attributes = try FileManager.default.attributesOfItem(
            atPath: sandbox.cacheFolder + "/" + caches[0])
        #expect(attributes[.posixPermissions] as? Int == 0o600)
        let folder = try FileManager.default.attributesOfItem(atPath: sandbox.cacheFolder)
        #expect(folder[.posixPermissions] as? Int == 0o700)
    }

    @Test("a local store named as an API's cache is refused, exit 1, and left byte-identical")
    func localStoreIsNeverACache() throws {
        let sandbox = try Sandbox()
        let server = try FakeAPIServer(seed: FakeAPIServer.seed, in: sandbox)
        let local = sandbox.path("local.db")
        try sandbox.crew(["--store", local, "items", "add", "precious"])
        let bytes = try Data(contentsOf: URL(fileURLWithPath: local))
        let dump = try sandbox.dump(local)
        for arguments in [["sync"], ["items", "list"], ["items", "add", "x"]] {
            let run = try sandbox.crew(["--store", local, "--api-url", server.url] + arguments)
            #expect(run.status == 1, "\(arguments)")
            #expect(
                run.errors
                    == "Error: \(local) holds local data, not an API cache; crew will not use it as one (left untouched)\n"
            )
        }
        #expect(try Data(contentsOf: URL(fileURLWithPath: local)) == bytes)
        #expect(try sandbox.dump(local) == dump)
    }

    @Test("two API origins get two caches, and one origin's cache is never used for another, nor as a store")
    func oneCachePerOrigin() throws {
        let sandbox = try Sandbox()
        let first = try FakeAPIServer(seed: FakeAPIServer.seed, in: sandbox)
        let second = try FakeAPIServer(seed: FakeAPIServer.seed, in: sandbox)
        #expect(try sandbox.crew(["--api-url", first.url, "sync"]).status == 0)
        #expect(try sandbox.crew(["--api-url", second.url + "/", "sync"]).status == 0)
        let caches = try FileManager.default.contentsOfDirectory(atPath: sandbox.cacheFolder).filter {
            $0.hasSuffix(".sqlite3")
        }
        #expect(caches.count == 2)
        let firstCache = try #require(
            caches.first { $0.hasPrefix("127.0.0.1_" + (first.url.split(separator: ":").last ?? "")) })
        let path = sandbox.cacheFolder + "/" + firstCache
        let bytes = try Data(contentsOf: URL(fileURLWithPath: path))
        let other = try sandbox.crew(["--store", path, "--api-url", second.url, "users", "list"])
        #expect(other.status == 1)
        #expect(other.errors.contains("is the API cache of http://127.0.0.1:"))
        let asStore = try sandbox.crew(["--store", path, "items", "list"])
        #expect(asStore.status == 1)
        #expect(asStore.errors.contains("not a local store (left untouched)"))
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == bytes)
    }

    @Test(
        "a change to several ids with one missing names it, exits 1 and changes nothing",
        arguments: [
            ["items", "done", "1", "999"], ["items", "reopen", "1", "999"], ["items", "remove", "1", "999"],
        ])
    func changesAreAllOrNothing(arguments: [String]) throws {
        let sandbox = try Sandbox()
        try sandbox.crew(["items", "add", "one"])
        try sandbox.crew(["items", "add", "two"])
        try sandbox.crew(["items", "done", "2"])
        let before = try sandbox.dump(sandbox.defaultStore)
        let run = try sandbox.crew(arguments)
        #expect(run.status == 1)
        #expect(run.errors == "Error: There is no item 999.\n")
        #expect(run.output.isEmpty)
        #expect(try sandbox.dump(sandbox.defaultStore) == before)
        let several = try sandbox.crew(arguments.dropLast() + ["998", "1", "999"])
        #expect(several.errors == "Error: There are no items 998 and 999.\n")
        #expect(try sandbox.dump(sandbox.defaultStore) == before)
    }

    @Test("through the API too, every id is checked before the first write")
    func remoteChangesCheckEveryID() throws {
        let sandbox = try Sandbox()
        let server = try FakeAPIServer(seed: FakeAPIServer.seed, in: sandbox)
        let api = ["--api-url", server.url]
        let before = try sandbox.crew(api + ["items", "list"]).output
        for arguments in [["items", "done", "1", "999"], ["items", "remove", "1", "999"]] {
            let run = try sandbox.crew(api + arguments)
            #expect(run.status == 1)
            #expect(run.errors == "Error: There is no item 999.\n")
        }
        #expect(try sandbox.crew(api + ["items", "list"]).output == before)
    }

    @Test("a filter naming a user who does not exist is an error, not an empty listing")
    func unknownUserFilter() throws {
        let sandbox = try Sandbox()
        try sandbox.crew(["users", "add", "--name", "Ada", "--email", "ada@x.org"])
        for arguments in [
            ["items", "list", "--user", "99"], ["items", "list", "--user", "99", "--search", "milk"],
        ] {
            let run = try sandbox.crew(arguments)
            #expect(run.status == 1)
            #expect(run.errors == "Error: There is no user 99.\n")
        }
    }

    @Test("export, import into an empty store and export again is byte-identical, gaps in the ids included")
    func backupRoundTrip() throws {
        let sandbox = try Sandbox()
        for name in ["Ada", "Bob", "Chloé", "Dan"] {
            try sandbox.crew(["users", "add", "--name", name, "--email", "\(name.lowercased())@x.org"])
        }
        for (index, name) in ["milk", "bread", "🚲 \"quoted\" \\ back", "tea", "cake", "jam"].enumerated() {
            try sandbox.crew(["items", "add", name, "--user", String(index % 4 + 1)])
        }
        try sandbox.crew(["items", "done", "2", "5"])
        try sandbox.crew(["items", "remove", "1", "4"])
        try sandbox.crew(["users", "remove", "2", "--release-items"])
        let backup = sandbox.path("backup.json")
        let exported = try sandbox.crew(["export", backup])
        #expect(exported.output == "Exported 3 users and 4 items to \(backup).\n")
        let restored = sandbox.path("restored.db")
        let imported = try sandbox.crew(["--store", restored, "import", backup])
        #expect(imported.output == "Imported 3 users and 4 items.\n", "\(imported.errors)")
        let again = try sandbox.crew(["--store", restored, "export"])
        #expect(again.output == (try String(contentsOfFile: backup, encoding: .utf8)))
        #expect(
            try sandbox.crew(["--store", restored, "items", "list"]).output
                == (try sandbox.crew(["items", "list"]).output))
    }

    @Test("importing into a store that has some of the users matches them by e-mail, whatever their ids")
    func importMatchesUsersByEmail() throws {
        let sandbox = try Sandbox()
        try sandbox.crew(["users", "add", "--name", "Ada", "--email", "ada@x.org"])
        try sandbox.crew(["users", "add", "--name", "Bob", "--email", "bob@x.org"])
        try sandbox.crew(["users", "add", "--name", "Chloé", "--email", "chloe@x.org"])
        try sandbox.crew(["items", "add", "ada's", "--user", "1"])
        try sandbox.crew(["items", "add", "bob's", "--user", "2"])
        try sandbox.crew(["items", "add", "chloé's", "--user", "3"])
        let backup = sandbox.path("backup.json")
        try sandbox.crew(["export", backup])
        let other = sandbox.path("other.db")
        try sandbox.crew(["--store", other, "users", "add", "--name", "Someone", "--email", "someone@x.org"])
        try sandbox.crew(["--store", other, "users", "add", "--name", "Charlotte", "--email", "CHLOE@x.org"])
        try sandbox.crew(["--store", other, "users", "add", "--name", "Robert", "--email", "bob@x.org"])
        let run = try sandbox.crew(["--store", other, "import", backup])
        #expect(run.output == "Imported 1 user and 3 items (2 users were already here, matched by e-mail).\n")
        #expect(
            try sandbox.crew(["--store", other, "users", "list"]).output
                == "1\tSomeone\tsomeone@x.org\n2\tCharlotte\tchloe@x.org\n3\tRobert\tbob@x.org\n4\tAda\tada@x.org\n"
        )
        #expect(
            try sandbox.crew(["--store", other, "items", "list"]).output
                == "1\tpending\t4\tada's\t\t\t\n2\tpending\t3\tbob's\t\t\t\n3\tpending\t2\tchloé's\t\t\t\n")
    }

    @Test(
        "a bad backup is refused with its line, exit 1, and nothing is added",
        arguments: [
            ("{\"format\": \"crew\", \"version\": 1, \"users\": [", "line 1: not valid JSON"),
            (
                "{\"format\": \"todo\", \"version\": 1, \"users\": [], \"items\": []}",
                "line 1, format: not a crew export"
            ),
            (
                "{\"format\": \"crew\", \"version\": 4, \"users\": [], \"items\": []}",
                "line 1, version: written by a newer crew"
            ),
            (
                "{\"format\": \"crew\", \"version\": 1,\n\"users\": [\n{\"id\": 1, \"name\": \"A\", \"email\": \"a@x.org\"},\n{\"id\": 2, \"name\": \"B\", \"email\": \"A@X.org\"}],\n\"items\": []}",
                "line 4, users[1].email: a@x.org appears twice in the document."
            ),
            (
                "{\"format\": \"crew\", \"version\": 1, \"users\": [],\n\"items\": [\n{\"id\": 1, \"name\": \"x\", \"done\": false, \"owner\": 7}]}",
                "line 3, items[0].owner: user 7 is not one of the document's users."
            ),
            (
                "{\"format\": \"crew\", \"version\": 1, \"users\": [],\n\"items\": [{\"id\": 1, \"name\": \"\", \"done\": false}]}",
                "line 2, items[0].name: The item name must not be empty."
            ),
        ])
    func badBackups(document: String, reason: String) throws {
        let sandbox = try Sandbox()
        try sandbox.crew(["users", "add", "--name", "Kept", "--email", "kept@x.org"])
        let before = try sandbox.dump(sandbox.defaultStore)
        let run = try sandbox.crew(["import", "-"], input: document)
        #expect(run.status == 1)
        #expect(
            run.errors.hasPrefix("Error: Nothing was imported from standard input: \(reason)"),
            "\(run.errors)")
        #expect(try sandbox.dump(sandbox.defaultStore) == before)
    }

    @Test("export never replaces a file that is not a crew backup")
    func exportKeepsOtherFiles() throws {
        let sandbox = try Sandbox()
        let notes = sandbox.path("notes.json")
        try Data("my notes\n".utf8).write(to: URL(fileURLWithPath: notes))
        let run = try sandbox.crew(["export", notes])
        #expect(run.status == 1)
        #expect(try String(contentsOfFile: notes, encoding: .utf8) == "my notes\n")
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: sandbox.root.path).filter {
                $0.contains("notes")
            } == ["notes.json"])
    }
}
