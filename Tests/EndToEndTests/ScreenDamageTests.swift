import DataTestSupport
import Foundation
import Testing

/// `crew ui` over records a teammate's tool damaged (what `psql` or `sqlite3` can write on a
/// shared store): the screen says what cannot be read and how to repair it, and keeps working.
@Suite("crew ui over damaged records", .enabled(if: TerminalSession.isAvailable))
struct ScreenDamageTests {
    @Test(
        "opening an item whose note or owner cannot be read says why and how to repair it; Esc goes back, and the screen keeps working",
        arguments: ["note", "owner"])
    func openDamagedItem(damage: String) async throws {
        let sandbox = try Sandbox()
        try sandbox.crew(["users", "add", "--name", "Ada Lovelace", "--email", "ada@example.com"])
        try sandbox.crew(["items", "add", "Buy milk"])
        try sandbox.crew(["items", "add", "Order cables", "--user", "1"])
        _ = try sandbox.query(
            sandbox.defaultStore,
            damage == "note"
                ? "INSERT INTO item_notes (item_id, position, written_at, text) VALUES (2, 1, 0, '');"
                : "UPDATE users SET email = 'nobody' WHERE id = 1;")
        let terminal = try TerminalSession(
            "'\(try Sandbox.binary().path)' ui; echo \"exit=$?\"; sleep 60", environment: sandbox.environment)
        #expect(try await terminal.waitForScreen { $0.contains("Buy milk") && $0.contains("Order cables") })
        try terminal.send("G", "Enter")
        #expect(
            try await terminal.waitForScreen {
                damage == "note"
                    ? $0.contains("Item 2 cannot be read") && $0.contains("crew items remove 2")
                    : $0.contains("Item 2: Order cables")
            })
        try terminal.send("Escape", "g", "Space")
        #expect(try await terminal.waitForScreen { $0.contains("Completed item 1: Buy milk") })
        try terminal.send("q")
        #expect(try await terminal.waitForScreen { $0.contains("exit=0") })
    }

    @Test(
        "a list over records another tool damaged lists each as damaged, says how to repair them, and opens them"
    )
    func damagedRowsAreSaid() async throws {
        let sandbox = try Sandbox()
        for name in ["Buy milk", "Order cables", "Call mom", "Water plants"] {
            try sandbox.crew(["items", "add", name])
        }
        _ = try sandbox.query(
            sandbox.defaultStore, "UPDATE items SET name = 'a' || char(9) || 'b' WHERE id IN (2, 3);")
        let terminal = try TerminalSession(
            "'\(try Sandbox.binary().path)' ui; echo \"exit=$?\"; sleep 60", environment: sandbox.environment,
            width: 200)
        #expect(
            try await terminal.waitForScreen {
                $0.contains("Buy milk") && $0.contains("Water plants")
                    && $0.contains(
                        "Item 2 cannot be read: the item name must not contain control characters.")
                    && $0.contains(
                        "1 more damaged item is listed too.")
            })
        // Each damaged item is a row of its own, and Enter on it says how to repair it.
        #expect(
            try await terminal.waitForScreen { screen in
                screen.split(separator: "\n").filter {
                    $0.contains("damaged: The item name must not contain control characters")
                }
                .count == 2
            })
        try terminal.send("G", "Enter")
        #expect(try await terminal.waitForScreen { $0.contains("crew items rename 3 NAME") })
        try terminal.send("Escape", "q")
        #expect(try await terminal.waitForScreen { $0.contains("exit=0") })
    }
}
