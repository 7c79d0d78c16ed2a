import DataTestSupport
import Foundation
import Testing

/// Two crews at once are normal: a change decides from what it reads inside its own write
/// transaction, so processes racing on one item make one change between them.
@Suite("Concurrent changes")
struct ConcurrentChangeTests {
    @Test("8 concurrent done of a recurring item on SQLite, 20 rounds: one completion, one next occurrence")
    func concurrentCompletionOnSQLite() throws {
        let sandbox = try Sandbox()
        try ConcurrentCompletion(sandbox: sandbox, store: sandbox.defaultStore).run(rounds: 20)
    }

    @Test("6 concurrent done of a plain item: one says Completed, the others that it is already done")
    func concurrentPlainCompletion() throws {
        let sandbox = try Sandbox()
        #expect(try sandbox.crew(["items", "add", "Plain"]).status == 0)
        let outcomes = try ConcurrentCompletion(sandbox: sandbox, store: sandbox.defaultStore)
            .complete("1", times: 6)
        #expect(outcomes.filter { $0.hasPrefix("0 Completed item 1") }.count == 1, "\(outcomes)")
        #expect(
            outcomes.filter { $0 == "0 Item 1 is already done: Plain" }.count == 5, "\(outcomes)")
        // One change journaled for the completion, after the add.
        #expect(try sandbox.crew(["log"]).outputLines.count == 2)
    }
}

@Suite("Concurrent changes on PostgreSQL", PostgresDatabase.trait)
struct PostgresConcurrentChangeTests {
    @Test(
        "8 concurrent done of a recurring item on PostgreSQL, 20 rounds: one completion, one next occurrence")
    func concurrentCompletion() throws {
        let (sandbox, database) = (try Sandbox(), try PostgresDatabase())
        try ConcurrentCompletion(sandbox: sandbox, store: database.url).run(rounds: 20)
        #expect(try database.query("SELECT count(*) FROM crew.items") == "40")
    }
}

extension PostgresConcurrentChangeTests {
    @Test("240 concurrent writers on PostgreSQL all land: no serialization failure reaches a person")
    func manyWriters() throws {
        let (sandbox, database) = (try Sandbox(), try PostgresDatabase())
        #expect(try sandbox.crew(["--store", database.url, "items", "add", "Shared"]).status == 0)
        let crew = try Sandbox.binary().path
        // Half add items, half rename one item: inserts, and updates of one row, racing.
        let run = try sandbox.shell(
            """
            for p in $(seq 240); do
                if [ $((p % 2)) -eq 0 ]; then
                    "\(crew)" --store "$STORE" items add "writer $p" >/dev/null 2>"$DIR/w.$p.err" || echo "failed $p: $(cat "$DIR/w.$p.err")" &
                else
                    "\(crew)" --store "$STORE" items rename 1 "renamed by $p" >/dev/null 2>"$DIR/w.$p.err" || echo "failed $p: $(cat "$DIR/w.$p.err")" &
                fi
            done
            wait
            """, store: database.url)
        #expect(run.output.isEmpty, "\(run.output)")
        #expect(try database.query("SELECT count(*) FROM crew.items") == "121")
    }
}

/// Completes one recurring item from several processes at once, round after round.
struct ConcurrentCompletion {
    let sandbox: Sandbox
    let store: String

    func run(rounds: Int) throws {
        for round in 1...rounds {
            let added = try sandbox.crew([
                "--store", store, "items", "add", "Round \(round)", "--due", "2031-01-31", "--every", "month",
                "--json=id",
            ])
            #expect(added.status == 0, "\(added.errors)")
            let id = added.output.filter(\.isNumber)
            let outcomes = try complete(id, times: 8)
            #expect(outcomes.filter { $0.hasPrefix("0 Completed item \(id)") }.count == 1, "\(outcomes)")
            #expect(
                outcomes.filter { $0.hasPrefix("0 Item \(id) is already done") }.count == 7, "\(outcomes)")
        }
        let pending = try sandbox.crew(["--store", store, "items", "list", "--pending"]).outputLines
        #expect(pending.count == rounds, "\(pending)")
        #expect(Set(pending.map { $0.components(separatedBy: "\t")[3] }).count == rounds, "\(pending)")
    }

    /// Each process's exit status and first line (output, else error), in no particular order.
    func complete(_ id: String, times: Int) throws -> [String] {
        let crew = try Sandbox.binary().path
        let run = try sandbox.shell(
            """
            for p in $(seq \(times)); do
                ( "\(crew)" --store "$STORE" items done \(id) >"$DIR/done.$p.out" 2>&1; echo $? >"$DIR/done.$p.status" ) &
            done
            wait
            for p in $(seq \(times)); do echo "$(cat "$DIR/done.$p.status") $(head -n 1 "$DIR/done.$p.out")"; done
            """, store: store)
        #expect(run.status == 0, "\(run.errors)")
        return run.outputLines
    }
}
