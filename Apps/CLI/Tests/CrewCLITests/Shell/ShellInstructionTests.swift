import Domain
import DomainTestSupport
import Testing

@testable import CrewCLI

@Suite("Shell instructions")
struct ShellInstructionTests {
    @Test(
        "lines become instructions",
        arguments: [
            ("add Buy milk and eggs", ShellInstruction.add(itemName("Buy milk and eggs"))),
            ("done 1 2", .done(itemIDs(1, 2))),
            ("reopen 3", .reopen(itemIDs(3))),
            ("rename 4 A new name", .rename(itemID(4), to: itemName("A new name"))),
            ("assign 4 2", .assign(itemID(4), to: .id(userID(2)))),
            ("assign 4 Chl", .assign(itemID(4), to: .namePrefix("Chl"))),
            ("assign 4 none", .assign(itemID(4), to: nil)),
            ("rm 5", .remove(itemIDs(5))),
            ("search milk", .search(query("milk"))),
            ("search", .search(nil)),
            ("filter done", .filter(.completed)),
            ("owner nobody", .owner(.nobody)),
            ("owner 3", .owner(.user(userID(3)))),
            ("due overdue", .due(nil, overdue: true)),
            ("due any", .due(nil, overdue: false)),
            ("priority HIGH", .priority(.high)),
            ("priority any", .priority(nil)),
            ("tag home Work", .tags(tags("home", "work"))),
            ("tag none", .tags(.none)),
            ("sort due reverse", .sort(.due, reversed: true)),
            ("sort default", .sort(nil, reversed: false)),
            ("more", .more),
            ("  ", .nothing),
            ("QUIT", .quit),
        ])
    func parses(line: String, instruction: ShellInstruction) throws {
        #expect(try ShellInstruction.parse(line).get() == instruction)
    }

    @Test(
        "bad lines explain themselves",
        arguments: [
            "done x", "done", "done 0", "rename 4", "rename x y", "assign 1", "filter soon",
            "fly away",
            "add", "search m", "owner 0", "due soon", "priority urgent", "tag a/b", "sort size",
            "sort due up",
        ])
    func refuses(line: String) {
        #expect(throws: ShellInputError.self) { try ShellInstruction.parse(line).get() }
    }
}
