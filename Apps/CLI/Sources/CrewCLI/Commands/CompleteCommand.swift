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
        let described = Flag(
            "described", help: "Each candidate, a tab, then what it names (an item's or a user's name).")

        /// Every declaration, in the order written: help lists them so (`DeclarationListTests`
        /// holds this list to the stored properties).
        var parameters: [any CommandParameter] { [kind, described] }
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

    /// The rows read at a time: every page is read, so that item 1,001 and the tags of the
    /// items after the first thousand are offered too (the first page alone once was).
    private static let pageSize = PageRequest.maximumLimit

    let kind: CompletionKind
    let described: Bool

    init(_ parsed: ParsedCommand) throws(UsageError) {
        kind = try parsed.value(Self.declared.kind)
        described = parsed.isSet(Self.declared.described)
    }

    func run(_ context: CommandContext) async throws(CommandExit) {
        guard context.container.isReadingOnly else { return }
        switch kind {
        case .items, .pending, .done, .tags:
            let status: ItemStatusFilter = kind == .pending ? .pending : kind == .done ? .completed : .all
            guard
                let viewModel = try? context.container.makeItemListViewModel(
                    pageSize: Self.pageSize, includesSummary: false)
            else { return }
            await viewModel.apply(ItemListRequest(status: status, sort: .id))
            var tags = Set<String>()
            // Page after page, each replacing the rows: the view model holds a window, not the listing.
            while viewModel.state.error == nil {
                let rows = viewModel.state.rows
                if kind == .tags {
                    tags.formUnion(CompletionCandidates.tags(of: rows))
                } else {
                    let lines =
                        described
                        ? CompletionCandidates.describedLines(of: rows) : CompletionCandidates.lines(of: rows)
                    for line in lines { context.console.print(line) }
                }
                guard viewModel.state.canLoadMore else { break }
                await viewModel.showNextPage()
            }
            for tag in tags.sorted() { context.console.print(tag) }
        case .users:
            guard let viewModel = try? context.container.makeUserListViewModel(pageSize: Self.pageSize),
                let users = await viewModel.everyRow()
            else { return }
            let lines =
                described
                ? CompletionCandidates.describedLines(of: users) : CompletionCandidates.lines(of: users)
            for line in lines { context.console.print(line) }
        }
    }
}
