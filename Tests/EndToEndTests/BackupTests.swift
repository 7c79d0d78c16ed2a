import DataTestSupport
import Foundation
import Testing

/// Backups that can always be restored: taken from one moment of the store, written whole or
/// not at all.
@Suite("crew end to end: backups")
struct BackupTests {
    @Test(
        "a backup taken while another process adds users and their items is one moment: every backup restores",
        arguments: ThrowawayPostgres.isAvailable ? ["sqlite", "postgres"] : ["sqlite"])
    func exportIsASnapshot(engine: String) throws {
        let sandbox = try Sandbox()
        let store = engine == "postgres" ? try PostgresDatabase().url : sandbox.path("shared.sqlite3")
        let crew = try Sandbox.binary().path
        try Data((1...20_000).map { "item \($0)\n" }.joined().utf8).write(
            to: URL(fileURLWithPath: sandbox.path("many.tsv")))
        let run = try sandbox.shell(
            """
            "\(crew)" --store "$STORE" items import "$DIR/many.tsv" >/dev/null || echo "seeding failed"
            (
                i=0
                while [ ! -e "$DIR/stop" ]; do
                    i=$((i + 1))
                    "\(crew)" --store "$STORE" users add --name "U$i" --email "u$i@x.org" >/dev/null &&
                        "\(crew)" --store "$STORE" items add "owned $i" --user "u$i@x.org" >/dev/null
                done
            ) &
            for n in 1 2 3; do
                "\(crew)" --store "$STORE" export "$DIR/b$n.json" >/dev/null 2>"$DIR/export$n" ||
                    echo "export $n failed: $(cat "$DIR/export$n")"
            done
            touch "$DIR/stop"
            wait
            for n in 1 2 3; do
                "\(crew)" --store "$DIR/restored$n.sqlite3" import "$DIR/b$n.json" >/dev/null 2>"$DIR/err$n" ||
                    echo "backup $n cannot be restored: $(cat "$DIR/err$n")"
            done
            """, store: store)
        #expect(run.status == 0)
        #expect(run.output.isEmpty, "\(run.output)")
        let users = try sandbox.crew(["--store", store, "users", "list"]).outputLines.count
        #expect(users >= 2, "the writer added only \(users) users while the backups were taken")
    }

    @Test(
        "a store holding records another tool damaged gives no backup without them: exit 1 naming each with its repair, nothing written, an earlier backup kept",
        arguments: ThrowawayPostgres.isAvailable ? ["sqlite", "postgres"] : ["sqlite"])
    func exportNeverLeavesARecordOut(engine: String) throws {
        let store = try DamagedStore(try Sandbox(), engine: engine)
        try store.addRecords()
        let backup = store.sandbox.path("b.json")
        try store.crew(["export", backup])
        let earlier = try Data(contentsOf: URL(fileURLWithPath: backup))
        try store.damage()
        let refused = try store.crew(["export", backup])
        #expect(refused.status == 1)
        #expect(refused.output.isEmpty)
        #expect(
            refused.errorLines == [
                "Error: The backup was stopped: it would leave out 3 damaged records, item 2 (the item name must not contain control characters), item 3 (the notes as stored cannot be read) and user 1 (the email must contain exactly one @). Repair or remove them (crew items rename 2 NAME; crew items remove 3; crew users remove 1), then export again."
            ])
        #expect(try Data(contentsOf: URL(fileURLWithPath: backup)) == earlier, "the earlier backup is kept")
        let fresh = store.sandbox.path("fresh.json")
        #expect(try store.crew(["export", fresh]).status == 1)
        #expect(!FileManager.default.fileExists(atPath: fresh), "no smaller backup is left behind")
        #expect(try store.crew(["export", "-"]).status == 1)

        try store.crew(["items", "rename", "2", "bad, renamed"])
        try store.crew(["items", "remove", "3"])
        try store.crew(["users", "remove", "1"])
        let repaired = try store.crew(["export", backup])
        #expect(repaired.status == 0, "\(repaired.errors)")
        #expect(repaired.output == "Exported 0 users and 2 items to \(backup).\n")
    }

    @Test(
        "a backup to standard output refused after pages went out takes them back from a file (> and >>) and says a pipe took an unfinished document",
        arguments: ThrowawayPostgres.isAvailable ? ["sqlite", "postgres"] : ["sqlite"])
    func refusedExportToStandardOutputLeavesNothing(engine: String) throws {
        let store = try DamagedStore(try Sandbox(), engine: engine)
        try store.addRecords()
        // More than the output's 64 KiB buffer, so pages reach the file before the refusal.
        try Data((1...3_000).map { "item number \($0) of a long enough list\n" }.joined().utf8).write(
            to: URL(fileURLWithPath: store.sandbox.path("many.tsv")))
        #expect(try store.crew(["items", "import", store.sandbox.path("many.tsv")]).status == 0)
        try store.damage()
        let crew = try Sandbox.binary().path
        let run = try store.sandbox.shell(
            """
            "\(crew)" --store "$STORE" export - > "$DIR/redirected" 2>/dev/null; echo "redirected $?"
            printf 'kept\\n' > "$DIR/appended"
            "\(crew)" --store "$STORE" export - >> "$DIR/appended" 2>/dev/null; echo "appended $?"
            "\(crew)" --store "$STORE" export - 2>"$DIR/piped" | wc -c > "$DIR/bytes"; cat "$DIR/piped"
            """, store: store.location)
        #expect(
            run.outputLines.prefix(2) == ["redirected 1", "appended 1"], "\(run.output)")
        #expect(try String(contentsOfFile: store.sandbox.path("redirected"), encoding: .utf8) == "")
        #expect(try String(contentsOfFile: store.sandbox.path("appended"), encoding: .utf8) == "kept\n")
        #expect(run.output.contains("What standard output took is an unfinished document, not a backup."))
        let piped = try String(contentsOfFile: store.sandbox.path("bytes"), encoding: .utf8)
        #expect(Int(piped.trimmingCharacters(in: .whitespacesAndNewlines)) ?? 0 > 65_536)
    }

    @Test(
        "a replacing import over damaged records keeps them in its undo: one undo puts them back as they were stored",
        arguments: ThrowawayPostgres.isAvailable ? ["sqlite", "postgres"] : ["sqlite"])
    func replaceKeepsDamagedRecordsForUndo(engine: String) throws {
        let store = try DamagedStore(try Sandbox(), engine: engine)
        try store.addRecords()
        try store.damage()
        let stored =
            "SELECT id, name FROM items ORDER BY id; SELECT item_id, text FROM item_notes; SELECT id, email FROM users;"
        let before = try store.query(stored)
        let file = store.sandbox.path("one.json")
        try Data(
            #"{"format": "crew", "version": 3, "users": [], "items": [{"id": 1, "name": "only", "done": false}]}"#
                .utf8
        ).write(
            to: URL(fileURLWithPath: file))
        let replaced = try store.crew(["import", "--replace", file])
        #expect(replaced.status == 0, "\(replaced.errors)")
        #expect(try store.query("SELECT count(*) FROM items") == "1")
        let undone = try store.crew(["undo"])
        #expect(undone.status == 0, "\(undone.errors)")
        #expect(try store.query(stored) == before, "every record back as it was stored, damaged ones too")
    }
}
