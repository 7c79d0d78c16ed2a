import DataLayer
import Domain
import DomainTestSupport
import Foundation
import Presentation
import Terminal
import Testing

@testable import CrewCLI

@MainActor
@Suite("Renderers (snapshots)")
struct RenderingSnapshotTests {
    /// A Friday; the owner 4 has no name to show, so its id stands in.
    private static let today = dueDate("2027-01-15")
    private static let names = [userID(1): "Ada Lovelace"]

    private let items = [
        makeItem(
            id: 2, name: "Buy milk", owner: 1, due: dueDate("2027-01-15"), priority: .high,
            tags: tags("home"),
            createdAt: Date(timeIntervalSince1970: 1_800_000_000)),
        makeItem(id: 10, name: "Call \"Bob\" about the 🚲 and the 注文", owner: 4, due: dueDate("2027-01-10")),
        makeItem(
            id: 1, name: "קנה חלב", done: true, due: dueDate("2027-01-16"),
            completedAt: Date(timeIntervalSince1970: 1_800_000_060)),
        makeItem(id: 3, name: String(repeating: "long name ", count: 12), done: true),
    ]

    private var rows: [ItemRow] { items.map { ItemRow($0, today: Self.today, ownerNames: Self.names) } }

    private let format = ItemRowFormat.format()

    @Test("a terminal gets an aligned table, cut to its width", arguments: [true, false])
    func table(colored: Bool) {
        let console = TestConsole(isTerminal: true, width: 60)
        let stream = RowStream(
            format: format, mode: .table, console: console.console,
            style: Style(isEnabled: colored))
        stream.write(rows, values: items)
        stream.finish()
        assertSnapshot(console.output.text, named: colored ? "items-table-colored" : "items-table")
    }

    @Test(
        "no row is ever wider than the terminal, however narrow",
        arguments: [200, 120, 80, 60, 40, 24, 12, 6])
    func fitsTerminal(width: Int) {
        let console = TestConsole(isTerminal: true, width: width)
        let stream = RowStream(
            format: format, mode: .table, console: console.console, style: Style(isEnabled: false))
        stream.write(rows, values: items)
        stream.finish()
        let lines = console.output.text.split(separator: "\n").map(String.init)
        #expect(lines.count == rows.count + 1)
        for line in lines { #expect(DisplayWidth.of(line) <= width, "\(width): \(line)") }
    }

    @Test("the narrow columns shorten before the name is cut: at 80 columns a 40-character name is whole")
    func narrowColumnsShortenFirst() {
        let row = ItemRow(
            makeItem(
                id: 7, name: "Review the quarterly planning doc, today", owner: 1, due: dueDate("2027-02-20"),
                priority: .medium, tags: tags("planning", "q1", "review")),
            today: Self.today, ownerNames: [userID(1): "Alexandra Konstantinopoulou"])
        let layout = TableLayout(columns: format.columns, sample: [format.cells(row)], terminalWidth: 80)
        let line = layout.line(format.cells(row))
        #expect(line.hasSuffix("Review the quarterly planning doc, today"), "\(line)")
        #expect(DisplayWidth.of(line) <= 80)
        let wide = TableLayout(columns: format.columns, sample: [format.cells(row)], terminalWidth: 200)
        #expect(wide.line(format.cells(row)).contains("Alexandra Konstantinopoulou  2027-02-20  medium"))
    }

    @Test("a pipe gets TSV: no escape codes, nothing cut")
    func tsv() {
        let console = TestConsole()
        let stream = RowStream(
            format: format, mode: .tsv, console: console.console, style: Style(isEnabled: true))
        stream.write(rows, values: items)
        stream.finish()
        #expect(!console.output.text.contains("\u{1B}"))
        assertSnapshot(console.output.text, named: "items-tsv")
    }

    @Test("JSON streams page by page into one array; no rows is []")
    func json() {
        let console = TestConsole()
        let stream = RowStream(
            format: format, mode: .json, console: console.console,
            style: Style(isEnabled: false))
        stream.write(Array(rows.prefix(2)), values: Array(items.prefix(2)))
        stream.write(Array(rows.dropFirst(2)), values: Array(items.dropFirst(2)))
        stream.finish()
        assertSnapshot(console.output.text, named: "items-json")
        let empty = TestConsole()
        let none = RowStream(
            format: format, mode: .json, console: empty.console, style: Style(isEnabled: false))
        none.finish()
        #expect(empty.output.text == "[]\n")
    }

    @Test("users render in every mode")
    func users() {
        let users = [
            UserRow(
                User(
                    id: User.ID(rawValue: 1)!, name: try! PersonName("Leanne Graham"),
                    email: try! EmailAddress("sincere@april.biz"))),
            UserRow(
                User(
                    id: User.ID(rawValue: 12)!, name: try! PersonName("李小龍"),
                    email: try! EmailAddress("bruce@example.com"))),
        ]
        var text = ""
        for mode in [OutputMode.table, .tsv, .json] {
            let console = TestConsole(isTerminal: mode == .table)
            let stream = RowStream(
                format: UserRowFormat.format(), mode: mode, console: console.console,
                style: Style(isEnabled: false))
            stream.write(users, values: users)
            stream.finish()
            text += "--- \(mode)\n" + console.output.text
        }
        assertSnapshot(text, named: "users-all-modes")
    }

    @Test("display width counts wide characters twice and marks none, and cuts with an ellipsis")
    func displayWidth() {
        #expect(DisplayWidth.of("abc") == 3)
        #expect(DisplayWidth.of("注文") == 4)
        #expect(DisplayWidth.of("🚲") == 2)
        #expect(DisplayWidth.of("e\u{301}") == 1)
        #expect(DisplayWidth.of("👩‍👩‍👧") == 2)
        #expect(DisplayWidth.truncate("Buy milk today", to: 8) == "Buy mil…")
        #expect(DisplayWidth.truncate("注文注文", to: 5) == "注文…")
        #expect(DisplayWidth.truncate("short", to: 8) == "short")
    }

    @Test("JSON strings escape quotes, backslashes and control characters")
    func jsonEscaping() {
        #expect(JSONText.string("a \"b\" \\ c\n\u{1}") == #""a \"b\" \\ c\n\u0001""#)
        #expect(JSONText.string("🥛 שלום") == "\"🥛 שלום\"")
    }
}
