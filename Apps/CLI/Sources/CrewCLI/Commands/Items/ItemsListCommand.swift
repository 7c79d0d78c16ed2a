import CommandGrammar
import DataLayer
import Domain
import Presentation

/// `crew items list [--user USER | --unowned] [--pending | --done] [--search TEXT] [--due-before DATE]
/// [--overdue] [--tag TAG]... [--priority P] [--sort id|due|priority|created|name|next] [--reverse]
/// [--limit N] [--json]`
struct ItemsListCommand: CrewCommand {
    static let onlyReads = true

    /// What the command line may say, in the order help lists it: each declaration is what
    /// `init(_:)` reads.
    struct Declared: ParameterDeclarations {
        let user = Option<UserReference>(
            "user", "user", short: "u",
            help: "Only the items this user owns: an id, an email, or the start of one user's name.")
        let unowned = Flag("unowned", help: "Only the items nobody owns.")
        let pending = Flag("pending", help: "Only pending items.")
        let done = Flag("done", help: "Only done items.")
        let search = Option<SearchQuery>(
            "search", "text", short: "s",
            help:
                "Only items whose name contains the text, in any case, or each of its words in any order (together first); one character finds the names with a word that starts with it."
        )
        let dueBefore = Option<TypedDay>(
            "due-before", "date",
            help: "Only items due before that day (YYYY-MM-DD, tomorrow, +1w, eom, fri...).")
        let dueBy = Option<TypedDay>("due-by", "date", help: "Only items due on or before that day.")
        let dueAfter = Option<TypedDay>("due-after", "date", help: "Only items due after that day.")
        let overdue = Flag("overdue", help: "Only pending items due before today.")
        let doneSince = Option<TypedDay>(
            "done-since", "date",
            help: "Only items completed on or after that day (mon, sow, -7d, YYYY-MM-DD...).")
        let doneBefore = Option<TypedDay>(
            "done-before", "date", help: "Only items completed before that day.")
        let tag = RepeatedOption<Tag>(
            "tag", "tag", short: "t", help: "Only items with this tag; given again, with all of them.")
        let priority = Option<Priority>(
            "priority", "priority", short: "p",
            help: "Only items of this priority (high, medium, low; or h, m, l).")
        let sort = Option<ItemSort>(
            "sort", "order",
            help: Self.sortOrders.dropLast().joined(separator: ", ") + ", or " + (Self.sortOrders.last ?? "")
                + "; ties by id; pending items before done ones under every order (default: pending first, then id)."
        )
        /// Each `--sort` word as help explains it: the Domain's orders, then a plain field's.
        private static let sortOrders =
            [
                "id", "due (dated first, earliest first)", "priority (high to none)", "created",
                "completed (earliest first; --reverse: the latest)", "name",
                "next (dated first, earliest first, each day by priority; then by priority)",
            ]
            + ItemSort.allCases.filter { $0.field != nil }.map {
                "\($0.rawValue) (smallest first, none last)"
            }
        let reverse = Flag("reverse", help: "Reverse the order within pending and within done items.")
        let mineFirst = Flag(
            "mine-first",
            help:
                "With --sort next (the default with it), the items of 'me' (crew's config file) first; crew alone does this when 'me' is set."
        )
        let limit = Option<PositiveCount>(
            "limit", "n", short: "n", help: "Show at most n items (default: all of them).")
        let json = JSONFlag(
            ItemJSON.keys,
            printing:
                "Print a JSON array of items, one object per item, its keys in the order below."
        )

        /// Every declaration, in the order written: help lists them so (`DeclarationListTests`
        /// holds this list to the stored properties).
        var parameters: [any CommandParameter] { filters + [sort, reverse, mineFirst, limit, json] }

        /// The options that choose items, which `done`, `reopen` and `remove` take too: the
        /// same declarations, so help, parsing and completion are the listing's.
        var filters: [any CommandParameter] {
            [
                user, unowned, pending, done, search, dueBefore, dueBy, dueAfter, overdue, doneSince,
                doneBefore, tag,
                priority,
            ]
        }

        /// The filters that go one at a time.
        var exclusiveFilters: [ExclusiveOptions] {
            // --overdue is pending items due before today: it goes with neither status flag.
            [ExclusiveOptions([user, unowned]), ExclusiveOptions([pending, done, overdue])]
        }
    }

    static let declared = Declared()
    static let spec = CommandSpec(
        name: "list",
        abstract: "List items: pending first, then done, by id; with --search, best match first.",
        declared: declared,
        exclusiveOptions: declared.exclusiveFilters,
        command: Self.self,
        examples: [
            "crew items list --pending", "crew items list --overdue --user bob",
            "crew items list --tag release --sort due", "crew items list -s milk -n 5 --json",
        ])

    /// Rows fetched per page when streaming a whole listing from a file: a page's items, rows and
    /// their text are memory touched afresh, so 250 rather than the most a page may hold (1,000)
    /// made listing 10,000 items 3-7% faster (1,171 → 687 page faults), for 40 keyset queries of
    /// 10,000 rows instead of 10. A server's pages are bigger (`StoreLocation.streamingPageSize`).
    private static let streamingPageSize = 250

    let request: ItemListRequest
    /// The filters and order as given, which the "… more" hint repeats.
    let listingWords: [String]
    let limit: Int?
    let json: JSONOutput?

    init(_ parsed: ParsedCommand) throws(UsageError) {
        request = try Self.orderedRequest(parsed)
        listingWords = Self.listingWords(parsed)
        limit = try parsed.value(Self.declared.limit)?.value
        json = try parsed.json(Self.declared.json)
    }

    /// The items the filter options choose, in the order `--sort`, `--reverse` and
    /// `--mine-first` give: a listing's, and the screen's (`crew ui -t sprint --sort due`).
    static func orderedRequest(_ parsed: ParsedCommand) throws(UsageError) -> ItemListRequest {
        var request = try filterRequest(parsed)
        request.sort = try parsed.value(declared.sort)
        request.reversed = parsed.isSet(declared.reverse)
        if parsed.isSet(declared.mineFirst) {
            guard request.sort ?? .next == .next else {
                throw UsageError("--mine-first orders --sort next: give one or the other", path: parsed.path)
            }
            request.sort = .next
            request.firstOwner = try parsed.me()
        }
        return request
    }

    /// The items the filter options choose (no order), read once for a listing and for the
    /// commands that take the same filters (`done --tag sprint`).
    static func filterRequest(_ parsed: ParsedCommand) throws(UsageError) -> ItemListRequest {
        let owner: OwnerChoice
        if let user = try parsed.user(declared.user) {
            owner = .user(user)
        } else {
            owner = parsed.isSet(declared.unowned) ? .nobody : .anyone
        }
        return ItemListRequest(
            status: parsed.isSet(declared.pending)
                ? .pending : parsed.isSet(declared.done) ? .completed : .all,
            owner: owner, search: try parsed.value(declared.search),
            dueBefore: try dueBefore(parsed), dueAfter: try parsed.day(declared.dueAfter),
            overdue: parsed.isSet(declared.overdue), tags: try parsed.tags(declared.tag),
            priority: try parsed.value(declared.priority),
            completedSince: try parsed.day(declared.doneSince).map(LocalClock.startOfDay),
            completedBefore: try parsed.day(declared.doneBefore).map(LocalClock.startOfDay))
    }

    /// The day items must be due before: `--due-before`, or the day after `--due-by`, whichever
    /// is earlier when both are given.
    private static func dueBefore(_ parsed: ParsedCommand) throws(UsageError) -> DueDate? {
        let before = try parsed.day(declared.dueBefore)
        guard let by = try parsed.day(declared.dueBy) else { return before }
        guard let after = by.adding(days: 1) else {
            throw UsageError("The value for '--due-by <date>' is the calendar's last day", path: parsed.path)
        }
        return before.map { min($0, after) } ?? after
    }

    func run(_ context: CommandContext) async throws(CommandExit) {
        let mode = context.outputMode(json: json != nil)
        // Only a person at a terminal reads the "3 of 10 done" line; a script is spared the count.
        let viewModel = try context.open { container in
            let pageSize = container.configuration.store.streamingPageSize(onFile: Self.streamingPageSize)
            return try container.makeItemListViewModel(
                pageSize: min(limit ?? pageSize, pageSize), includesSummary: mode == .table,
                includesNotes: json.map { $0.keys?.contains("notes") ?? true } ?? false)
        }
        await viewModel.apply(request)
        try await ListingOutput(format: ItemRowFormat.format(only: json?.keys), mode: mode, context: context)
        { $0.items }
        .print(
            viewModel, limit: limit, summary: { $0.summary },
            leftOut: { [listingWords] in await Self.leftOut($0, shown: $1, words: listingWords) },
            empty: Self.firstRun)
    }

    /// A first run is told how to begin.
    private static func firstRun(_ message: String) -> String {
        message == ItemListViewModel.noItemsYet ? message + " Add one: crew add NAME" : message
    }

    /// "… 3 more (crew ls --pending -n 10)": how many rows the limit left out, and the listing
    /// that shows them all: the options as given (`words`), so that it lists what was cut.
    private static func leftOut(_ model: ItemListViewModel, shown: Int, words: [String]) async -> String? {
        guard let matching = await model.countMatching(), matching > shown else { return nil }
        return "… \(matching - shown) more ("
            + (["crew ls"] + words + ["-n \(matching)"]).joined(separator: " ") + ")"
    }

    /// The listing's filters and order as the command line gave them (every one the parser read,
    /// in the order help lists them), not its length or format, written back as a shell reads them.
    private static func listingWords(_ parsed: ParsedCommand) -> [String] {
        let left = [declared.limit.spec.name, declared.json.flag.spec.name]
        var words: [String] = []
        for case .option(let spec) in declared.parameters.map(\.declared) where !left.contains(spec.name) {
            let name = spec.short.map { "-\($0)" } ?? "--\(spec.name)"
            for value in parsed.options[spec.name] ?? [] {
                words += spec.takesValue ? [name, shellWord(value)] : [name]
            }
        }
        return words
    }

    /// `text` as one word a shell reads back: as it is when plain, else in single quotes.
    private static func shellWord(_ text: String) -> String {
        let plain = text.unicodeScalars.allSatisfy {
            $0.properties.isAlphabetic || "0123456789._-".unicodeScalars.contains($0)
        }
        return plain ? text : "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }
}
