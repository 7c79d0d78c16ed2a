import CommandGrammar
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
            ["sync"], ["shell"], ["items", "show"], ["items", "note"], ["config"],
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
