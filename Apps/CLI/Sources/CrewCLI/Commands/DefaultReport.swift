import CommandGrammar

/// What `crew` alone prints at a terminal, as Taskwarrior's `task` does: the list a person works
/// from. It is `crew items list --pending --sort next`, the person's own items first when crew's
/// config file says who `me` is (`--mine-first`), cut to the terminal's height (a line then says
/// how many more there are); in a pipe it is the same report as TSV, every row of it.
///
/// The listing's options without a command choose what the report shows (`crew -p h`,
/// `crew --overdue -u bob`), as `task priority:H` runs Taskwarrior's report: what they give
/// replaces the report's own choice (`--done` its `--pending`, `--sort due` or `--search` its
/// order, `-n 5` its height), and since they name the listing they mean it in a pipe too.
@MainActor
enum DefaultReport {
    /// The command line the report is, for a terminal `height` rows high (`nil`: unknown), cut
    /// to it; in a pipe, every row. `knowsMe`: the config file names `me`.
    static func arguments(height: Int?, knowsMe: Bool = false, outputIsTerminal: Bool = true) -> [String] {
        ["items", "list", "--pending", "--sort", "next"]
            + (outputIsTerminal ? ["--limit", String(rows(height: height))] : [])
            + (knowsMe ? ["--mine-first"] : [])
    }

    /// The report of the items `words` choose, when the first of them is one of the listing's own
    /// options (not a global one): the listing's command line, or why it is wrong. `nil` when the
    /// words do not begin as a listing's (`crew --bogus`), so that they are reported as they stand.
    static func arguments(
        filtering words: [String], height: Int?, outputIsTerminal: Bool, knowsMe: Bool,
        parse: ([String]) throws(UsageError) -> ParsedCommand
    ) -> Result<[String], UsageError>? {
        guard let first = firstOwnWord(of: words),
            names(ItemsListCommand.spec.options).contains(optionName(first))
        else { return nil }
        let listing = ["items", "list"] + words
        let given: Set<String>
        do {
            given = Set(try parse(listing).options.keys)
        } catch {
            return .failure(error)
        }
        let declared = ItemsListCommand.declared
        var report = listing
        if given.isDisjoint(with: [declared.pending, declared.done, declared.overdue].map(\.spec.name)) {
            report += ["--pending"]
        }
        let ordered = !given.isDisjoint(with: [declared.sort.spec.name, declared.search.spec.name])
        if !ordered { report += ["--sort", "next"] }
        if outputIsTerminal, !given.contains(declared.limit.spec.name),
            !given.contains(declared.json.flag.spec.name)
        {
            report += ["--limit", String(rows(height: height))]
        }
        let chosenOwner = !given.isDisjoint(with: [declared.user.spec.name, declared.unowned.spec.name])
        if knowsMe, !ordered, !chosenOwner, !given.contains(declared.mineFirst.spec.name) {
            report += ["--mine-first"]
        }
        return .success(report)
    }

    /// The rows a terminal `height` high has for items: less the header, the line that counts
    /// what was left out, the summary, and the prompt after.
    private static func rows(height: Int?) -> Int {
        max(5, (height ?? 24) - 4)
    }

    /// The first word that is not a global option or its value (`-p` of `--store s.db -p h`).
    private static func firstOwnWord(of words: [String]) -> String? {
        var index = words.startIndex
        while index < words.endIndex {
            let word = words[index]
            guard let global = GlobalOptions.specs.first(where: { names([$0]).contains(optionName(word)) })
            else {
                return word
            }
            index += global.takesValue && !word.contains("=") ? 2 : 1
        }
        return nil
    }

    /// `--due-by` of `--due-by=fri`, `-p` of `-p`: how the parser looks the word up.
    private static func optionName(_ word: String) -> String {
        String(word.prefix { $0 != "=" })
    }

    /// Every way `options` are typed: `--priority`, `-p`.
    private static func names(_ options: [OptionSpec]) -> Set<String> {
        Set(options.flatMap { ["--" + $0.name] + ($0.short.map { ["-" + String($0)] } ?? []) })
    }
}
