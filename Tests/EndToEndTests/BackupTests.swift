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
}
