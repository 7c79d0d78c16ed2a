import CommandGrammar
import Presentation

/// `crew sync`: pull users and items from the API into the local cache.
struct SyncCommand: CrewCommand {
    static let spec = CommandSpec(
        name: "sync",
        abstract: "Pull users and items from the API into the local cache.",
        discussion:
            "Needs an API (--api-url or CREW_API_URL). Shows progress on a terminal, one summary line otherwise.",
        command: Self.self,
        examples: ["crew --api-url https://jsonplaceholder.typicode.com sync"])

    init(_ parsed: ParsedCommand) throws(UsageError) {}

    func run(_ context: CommandContext) async throws(CommandExit) {
        guard context.container.isRemote else {
            throw context.usageError("crew sync needs an API: pass --api-url or set CREW_API_URL")
        }
        let viewModel = try context.open { try $0.makeSyncViewModel() }
        let console = context.console
        let showsProgress = console.outputIsTerminal
        var shown: [String] = []
        let observation = viewModel.observe { state in
            guard showsProgress, state.progress != shown else { return }
            // Rewrite the progress lines in place: up, clear, print.
            let up = shown.isEmpty ? "" : "\u{1B}[\(shown.count)A"
            console.output.write(up + state.progress.map { "\r\u{1B}[K" + $0 + "\n" }.joined())
            console.output.flush()
            shown = state.progress
        }
        await viewModel.start()
        observation.cancel()
        console.print(try context.check(viewModel.state).summary ?? "")
    }
}
