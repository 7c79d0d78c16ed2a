import Domain
import Testing

@testable import CrewCLI

@Suite("Shell instructions")
struct ShellInstructionTests {
    @Test(
        "lines become instructions",
        arguments: [
            ("add Buy milk and eggs", ShellInstruction.add(name: "Buy milk and eggs")),
            ("done 1 2", .done([1, 2])),
            ("reopen 3", .reopen([3])),
            ("rename 4 A new name", .rename(id: 4, name: "A new name")),
            ("assign 4 2", .assign(id: 4, ownerID: 2)),
            ("assign 4 none", .assign(id: 4, ownerID: nil)),
            ("rm 5", .remove([5])),
            ("search milk", .search("milk")),
            ("search", .search("")),
            ("filter done", .filter(.completed)),
            ("owner nobody", .owner(.nobody)),
            ("owner 3", .owner(.user(User.ID(rawValue: 3)!))),
            ("more", .more),
            ("  ", .nothing),
            ("QUIT", .quit),
        ])
    func parses(line: String, instruction: ShellInstruction) throws {
        #expect(try ShellInstruction.parse(line).get() == instruction)
    }

    @Test(
        "bad lines explain themselves",
        arguments: ["done x", "done", "rename 4", "assign 1", "filter soon", "fly away", "add"])
    func refuses(line: String) {
        #expect(throws: ShellInputError.self) { try ShellInstruction.parse(line).get() }
    }
}
