import CommandGrammar
import DataLayer
import Testing

@testable import CrewCLI

@MainActor
@Suite("Help texts (snapshots)")
struct HelpSnapshotTests {
    @Test(
        "every command's help matches its golden file",
        arguments: [
            [], ["users"], ["users", "list"], ["users", "add"], ["users", "show"], ["users", "edit"],
            ["users", "remove"],
            ["items"], ["items", "list"], ["items", "add"], ["items", "done"], ["items", "reopen"],
            ["items", "rename"], ["items", "edit"],
            ["items", "assign"], ["items", "remove"], ["items", "import"], ["export"], ["import"], ["undo"],
            ["log"],
            ["sync"], ["shell"], ["ui"], ["items", "show"], ["items", "note"], ["config"],
        ])
    func helpText(path: [String]) async {
        let console = TestConsole()
        let status = await CrewApplication.run(
            arguments: path + ["--help"], environment: [:], console: console.console)
        #expect(status == .success)
        assertSnapshot(console.output.text, named: "help-" + (["crew"] + path).joined(separator: "-"))
    }

    @Test("`crew help items add` is `crew items add --help`")
    func helpCommand() async {
        let viaHelp = TestConsole()
        let viaFlag = TestConsole()
        _ = await CrewApplication.run(
            arguments: ["help", "items", "add"], environment: [:], console: viaHelp.console)
        _ = await CrewApplication.run(
            arguments: ["items", "add", "-h"], environment: [:], console: viaFlag.console)
        #expect(viaHelp.output.text == viaFlag.output.text)
        #expect(viaHelp.output.text.hasPrefix("OVERVIEW: Add an item."))
    }

    @Test("a usage error prints Error and Usage lines on standard error")
    func usageErrorLayout() async {
        let console = TestConsole()
        let status = await CrewApplication.run(
            arguments: ["items", "add", "--frob"], environment: [:], console: console.console)
        #expect(status == .usage)
        #expect(console.output.text.isEmpty)
        assertSnapshot(console.errors.text, named: "error-unknown-option")
    }

    @Test("every --json help names the writer's whole key list, and its example is two of those keys")
    func jsonKeysFromOneSource() async throws {
        var checked = 0
        for (path, spec) in ManPage.commands(in: CommandCatalog.root) {
            guard let json = spec.option(named: "json"), let keys = json.optionalValueWords, keys.count >= 2
            else { continue }
            let help = json.help.replacingOccurrences(of: "\n", with: " ")
            #expect(help.hasSuffix("only those keys: \(keys.joined(separator: ", ")).") == true, "\(path)")
            #expect(help.contains("With =FIELDS (\(keys[0]),\(keys[1]),...)"), "\(path)")
            checked += 1
        }
        #expect(checked >= 15)
        #expect(
            CommandCatalog.root.command(at: ["items", "list"])?.option(named: "json")?.optionalValueWords
                == ItemJSON.keys)
        // The backup version export's help names is the one crew writes.
        let console = TestConsole()
        _ = await CrewApplication.run(
            arguments: ["export", "--help"], environment: [:], console: console.console)
        #expect(
            console.output.text.replacingOccurrences(of: "\n", with: " ").contains(
                "\"version\": \(StoreDocumentFile.version),"))
    }

    @Test("every command's help ends with its examples")
    func helpEndsWithExamples() {
        let help = HelpFormatter(root: CommandCatalog.root)
        for (path, spec) in ManPage.commands(in: CommandCatalog.root) {
            let text = help.help(spec, path: path)
            let examples = text.components(separatedBy: "\nEXAMPLES:\n")
            #expect(examples.count == 2, "\(path)")
            #expect(
                examples.last?.split(separator: "\n").allSatisfy { $0.hasPrefix("  ") } == true, "\(path)")
        }
    }

}
