import CommandGrammar
import Domain
import Presentation

/// What the shell's Tab offers inside a command's words, read from the command's own grammar
/// the way the bash completion reads it: an option's name, an option's values, or the values of
/// the argument at that place.
struct ShellCompletion {
    /// The ids of the rows shown.
    let ids: [String]
    /// The ids of the pending rows shown, and of the done ones.
    let pendingIDs: [String]
    let doneIDs: [String]
    /// The tags of the rows shown, for `--tag` and `--untag`.
    let tags: [String]
    /// The store's users: ids, e-mails and the words of their names (`CompletionCandidates`).
    let users: [String]

    /// What Tab may complete the word at the end of `text` with: an instruction's name first,
    /// then what its command's grammar takes there, and the values the view's own instructions
    /// take; `rows` are the rows shown, `users` the store's users as candidates.
    @MainActor
    static func candidates(before text: String, rows: [ItemRow], users: [String]) -> [String] {
        let words = (try? ShellWords.split(text)) ?? []
        let startsWord = text.last.map(\.isWhitespace) ?? true
        guard words.count > 1 || (words.count == 1 && startsWord) else {
            return ShellInstruction.instructionWords
        }
        let ids = { (rows: [ItemRow]) in rows.compactMap(\.itemID).map(\.description) }
        let shown = ShellCompletion(
            ids: ids(rows), pendingIDs: ids(rows.filter { !$0.isDone }), doneIDs: ids(rows.filter(\.isDone)),
            tags: Array(Set(rows.flatMap(\.tags))).sorted(), users: users)
        let instruction = words[0].lowercased()
        if let spec = ShellInstruction.commandSpecs[instruction] {
            let previous = Array(words.dropFirst().dropLast(startsWord ? 0 : 1))
            return shown.candidates(in: spec, after: previous, completing: startsWord ? "" : words.last ?? "")
        }
        switch instruction {
        case "filter": return ["all", "pending", "done"]
        case "owner": return ["anyone", "nobody"] + users
        case "priority": return Priority.allCases.map(\.rawValue) + ["any"]
        case "sort": return ItemSort.allCases.map(\.rawValue) + ["default", "reverse"]
        case "due": return ["today", "tomorrow", "overdue", "any"]
        case "tag", "tags": return shown.tags + ["none"]
        default: return []
        }
    }

    /// The candidates for the word `current` after the words `previous` (the instruction word left
    /// out) of a line read with `spec`.
    func candidates(in spec: CommandSpec, after previous: [String], completing current: String) -> [String] {
        if current.hasPrefix("-") { return spec.options.map { "--\($0.name)" } }
        if let last = previous.last, let option = Self.option(last, in: spec), option.takesValue {
            return values(of: option.completion)
        }
        var positionals = 0
        var index = 0
        while index < previous.count {
            if let option = Self.option(previous[index], in: spec) {
                index += option.takesValue ? 2 : 1
            } else {
                positionals += 1
                index += 1
            }
        }
        let arguments = spec.arguments
        guard let argument = positionals < arguments.count ? arguments[positionals] : arguments.last,
            positionals < arguments.count || argument.isRepeating
        else { return [] }
        return values(of: argument.completion)
    }

    private func values(of source: CompletionSource) -> [String] {
        switch source {
        case .words(let words): words
        case .items: ids
        case .pendingItems: pendingIDs
        case .doneItems: doneIDs
        case .users: users
        case .tags: tags
        case .files, .none: []
        }
    }

    private static func option(_ word: String, in spec: CommandSpec) -> OptionSpec? {
        spec.options.first { "--\($0.name)" == word || $0.short.map { "-\($0)" } == word }
    }
}
