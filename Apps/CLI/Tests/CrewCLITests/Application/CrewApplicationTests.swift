import Testing

@testable import CrewCLI

@MainActor
@Suite("CrewApplication wiring")
struct CrewApplicationTests {
    @Test("a command runs end to end against an in-memory store")
    func runsCommands() async {
        let console = TestConsole(input: ["add Buy milk", "done 1", "quit"])
        let status = await CrewApplication.run(
            arguments: ["shell", "--in-memory"], environment: [:], console: console.console)
        #expect(status == .success)
        #expect(console.output.text.contains("Added item 1: Buy milk"))
        #expect(console.output.text.contains("Completed item 1: Buy milk"))
    }

    @Test("CREW_TRACE=1 writes every state a view model emits to standard error")
    func trace() async {
        let console = TestConsole()
        let status = await CrewApplication.run(
            arguments: ["items", "add", "Buy milk", "--in-memory"], environment: ["CREW_TRACE": "1"],
            console: console.console)
        #expect(status == .success)
        let trace = console.errors.text.split(separator: "\n")
        #expect(
            trace == [
                "trace: ItemChange()",
                "trace: ItemChange(confirmation=\"Added item 1: Buy milk\" changed=1)",
            ], "a one-shot command shows no rows: no optimistic list, only what the change did")
        #expect(console.output.text == "Added item 1: Buy milk\n")
    }

    @Test("--version prints the version")
    func version() async {
        let console = TestConsole()
        #expect(
            await CrewApplication.run(arguments: ["--version"], environment: [:], console: console.console)
                == .success)
        #expect(console.output.text == "crew \(CommandCatalog.version)\n")
    }

    @Test("sync without an API is a usage error")
    func syncNeedsAPI() async {
        let console = TestConsole()
        let status = await CrewApplication.run(
            arguments: ["sync", "--in-memory"], environment: [:], console: console.console)
        #expect(status == .usage)
        #expect(console.errors.text.hasPrefix("Error: crew sync needs an API"))
    }

    @Test("a listing on a terminal ends with the summary, or says it is empty")
    func terminalSummary() async {
        let console = TestConsole(isTerminal: true)
        _ = await CrewApplication.run(
            arguments: ["items", "list", "--in-memory"], environment: [:], console: console.console)
        #expect(console.output.text.contains("No items yet."))
    }
}
