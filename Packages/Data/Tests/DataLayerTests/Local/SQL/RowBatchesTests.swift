import Testing

@testable import DataLayer

@Suite("Row batches")
struct RowBatchesTests {
    private func statements(rows count: Int, perStatement: Int = 2) -> [(String, [SQLValue])] {
        var sent: [(String, [SQLValue])] = []
        let rows = (0..<count).map { [SQLValue.integer($0), .text("r\($0)")] }
        RowBatches(
            head: "INSERT INTO t (a, b) VALUES ", tail: " ON CONFLICT DO NOTHING",
            rowsPerStatement: perStatement
        )
        .run(rows) { sent.append(($0, $1)) }
        return sent
    }

    @Test("no rows send nothing; one row is one statement of one row")
    func fewRows() {
        #expect(statements(rows: 0).isEmpty)
        let one = statements(rows: 1)
        #expect(one.map(\.0) == ["INSERT INTO t (a, b) VALUES (?, ?) ON CONFLICT DO NOTHING"])
        #expect(one.map(\.1) == [[.integer(0), .text("r0")]])
    }

    @Test("full batches share one statement, the rest takes one of its size, every value in order")
    func fullAndPartBatches() {
        let sent = statements(rows: 5)
        let full = "INSERT INTO t (a, b) VALUES (?, ?), (?, ?) ON CONFLICT DO NOTHING"
        #expect(sent.map(\.0) == [full, full, "INSERT INTO t (a, b) VALUES (?, ?) ON CONFLICT DO NOTHING"])
        #expect(sent.flatMap(\.1) == (0..<5).flatMap { [SQLValue.integer($0), .text("r\($0)")] })
    }
}
