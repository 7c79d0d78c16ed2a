import CommandGrammar
import Domain
import Presentation

/// `crew __complete items|pending|done|users|tags`: what shell completion offers from the
/// store, one per line,
/// read without writing anything (no file is created, no schema migrated, no API asked). Any
/// failure prints nothing: completion must never get in the way.
struct CompleteCommand: CrewCommand {
    /// What the command line may say, in the order help lists it: each declaration is what
    /// `init(_:)` reads.
    struct Declared: ParameterDeclarations {
        let kind = Argument<CompletionKind>("kind", help: "items, pending, done, users or tags.")

        /// Every declaration, in the order written: help lists them so (`DeclarationListTests`
        /// holds this list to the stored properties).
        var parameters: [any CommandParameter] { [kind] }
    }

    static let declared = Declared()
    static let spec = {
        var spec = CommandSpec(
            name: "__complete", abstract: "Completion candidates (for the completion scripts).",
            declared: declared,
            command: Self.self)
        spec.isHidden = true
        return spec
    }()

    /// Enough for a person choosing from a list; a larger store completes its first ones.
    private static let most = 1_000

    let kind: CompletionKind

    init(_ parsed: ParsedCommand) throws(UsageError) {
        kind = try parsed.value(Self.declared.kind)
    }

    func run(_ context: CommandContext) async throws(CommandExit) {
        guard context.container.isReadingOnly else { return }
        switch kind {
        case .items, .pending, .done, .tags:
            let status: ItemStatusFilter = kind == .pending ? .pending : kind == .done ? .completed : .all
            guard
                let viewModel = try? context.container.makeItemListViewModel(
                    pageSize: Self.most, includesSummary: false)
            else { return }
            await viewModel.apply(ItemListRequest(status: status, sort: .id))
            guard viewModel.state.error == nil else { return }
            let rows = viewModel.state.rows
            let lines =
                kind == .tags ? CompletionCandidates.tags(of: rows) : CompletionCandidates.lines(of: rows)
            for line in lines { context.console.print(line) }
        case .users:
            guard let viewModel = try? context.container.makeUserListViewModel(pageSize: Self.most) else {
                return
            }
            await viewModel.load()
            guard viewModel.state.error == nil else { return }
            for line in CompletionCandidates.lines(of: viewModel.state.rows) { context.console.print(line) }
        }
    }
}
