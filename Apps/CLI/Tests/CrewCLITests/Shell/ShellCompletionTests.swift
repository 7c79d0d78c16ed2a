import CommandGrammar
import Domain
import DomainTestSupport
import Presentation
import Testing

@testable import CrewCLI

/// Every `--sort` word, as the Domain lists them (a plain field's order among them).
private let sortWords = ItemSort.allCases.map(\.rawValue)

@MainActor
@Suite("Shell completion")
struct ShellCompletionTests {
    @Test(
        "Tab offers what the command's grammar takes at the cursor, as the bash completion does",
        arguments: [
            ("add", ["Buy", "milk", "--user"], "", ["1", "ada@x.org"]),
            ("add", ["Buy", "milk", "-u"], "ad", ["1", "ada@x.org"]),
            ("add", ["Buy", "milk", "--tag"], "", ["home", "ops"]),
            ("add", ["Buy", "milk", "--priority"], "", ["high", "medium", "low"]),
            ("add", ["Buy"], "", []),
            ("edit", [], "", ["4", "7"]),
            ("edit", ["4", "--untag"], "", ["home", "ops"]),
            ("done", ["4"], "", ["4"]),
            ("reopen", [], "", ["7"]),
            ("remove", [], "", ["4", "7"]),
            ("assign", [], "", ["4", "7"]),
            ("assign", ["4"], "", ["4", "7"]),
            ("rename", ["4"], "", []),
            ("assign", ["4", "--user"], "", ["1", "ada@x.org"]),
            ("list", ["--sort"], "", sortWords),
        ])
    func offers(instruction: String, previous: [String], current: String, expected: [String]) throws {
        let (sut, spec) = try makeSUT(instruction)
        #expect(sut.candidates(in: spec, after: previous, completing: current) == expected)
    }

    @Test("after a dash, Tab offers the command's options")
    func options() throws {
        let (sut, spec) = try makeSUT("assign")
        #expect(
            sut.candidates(in: spec, after: ["4"], completing: "--") == [
                "--user", "--none", "--yes", "--json",
            ])
    }

    @Test(
        "a whole line: instruction words first, then each instruction's own values (tags are tags, not ids)",
        arguments: [
            ("", ShellInstruction.instructionWords), ("tag ", ["home", "ops", "none"]),
            ("owner ", ["anyone", "nobody", "1", "ada@x.org"]), ("done ", ["4", "7"]),
            ("add Buy milk --user ", ["1", "ada@x.org"]), ("search ", []),
        ])
    func wholeLine(text: String, expected: [String]) {
        let rows = [
            ItemRow(makeItem(id: 4, tags: tags("ops", "home")), today: dueDate("2027-01-15")),
            ItemRow(makeItem(id: 7, tags: tags("ops")), today: dueDate("2027-01-15")),
        ]
        #expect(ShellCompletion.candidates(before: text, rows: rows, users: ["1", "ada@x.org"]) == expected)
    }

    private func makeSUT(_ instruction: String) throws -> (ShellCompletion, CommandSpec) {
        let spec = try #require(ShellInstruction.commandSpecs[instruction])
        return (
            ShellCompletion(
                ids: ["4", "7"], pendingIDs: ["4"], doneIDs: ["7"], tags: ["home", "ops"],
                users: ["1", "ada@x.org"]),
            spec
        )
    }
}
