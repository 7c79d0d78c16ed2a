import CommandGrammar
import Domain
import Presentation

#if canImport(FoundationEssentials)
    // Foundation's essentials only: the rest of Foundation (CoreFoundation, ICU) would make
    // every start of the static crew pay for relocating tens of megabytes it does not use.
    import FoundationEssentials
#else
    import Foundation
#endif

/// One line typed at the shell prompt, its words already read as the Domain values the item
/// list's actions take (the same values, read by the same rules, as the CLI's commands).
@MainActor
enum ShellInstruction: Equatable {
    /// `add NAME [--user USER] [--due DATE] [--priority P] [--tag TAG]...`, as `crew items add`.
    case add(NewItemRequest)
    /// `edit ID [--name NAME] [--user USER | --none] [--due DATE | --no-due]...`, as `crew items edit`.
    case edit([Item.ID], ItemEditRequest)
    /// `list [--pending] [--overdue] [--tag TAG]... [--sort ...]`, as `crew items list`.
    case list(ItemListRequest)
    /// `done ID... [--json]`, as `crew items done`; `reopen`, `rename ID NAME`, `assign ID (--user
    /// USER | --none)` and `remove ID... [--yes]` likewise, each with its command's options.
    case done([Item.ID])
    case reopen([Item.ID])
    case rename(Item.ID, to: ItemName)
    case assign([Item.ID], to: UserReference?)
    /// `note ID TEXT` or `note ID --remove N`, as `crew items note`.
    case note(Item.ID, ItemsNoteCommand.Change)
    /// `confirmed`: `--yes`, so several items are removed without a question.
    case remove([Item.ID], confirmed: Bool)
    /// A change (or `list`) given `--json`: what it changed (or lists) is printed as its command
    /// prints it.
    indirect case printingJSON(ShellInstruction, keys: [String]?)
    /// `nil` shows every item again.
    case search(SearchQuery?)
    case filter(ItemStatusFilter)
    /// `owner USER|nobody|anyone`, the user named as `--user` names one.
    case owner(OwnerChoice)
    /// Items due by a day, that day included (typed as on the command line, as `--due-by`);
    /// `overdue`; `nil` for any.
    case due(TypedDay?, overdue: Bool)
    case priority(Priority?)
    case tags(Tags)
    case sort(ItemSort?, reversed: Bool)
    case more
    case reload
    /// `undo`: takes back the last change, as `crew undo`.
    case undo
    /// `log [--limit N]`: the recent changes, as `crew log`.
    case log(limit: Int)
    case help
    case quit
    case nothing

    /// Reads a line, its words split as a POSIX shell splits them (quotes and backslashes); the
    /// message explains a line that is not an instruction. `today` is what typed days count from.
    static func parse(
        _ line: String, today: DueDate, me: UserReference? = nil, configPath: String? = nil
    ) -> Result<ShellInstruction, ShellInputError> {
        let reading = CommandReading(today: today, me: me, configPath: configPath)
        do throws(ShellInputError) {
            let words = try ShellWords.split(line)
            let arguments = Array(words.dropFirst())
            try refuseGlobalOptions(arguments)
            // What follows the instruction word, as one text: `add Buy milk`, `rename 4 "New name"`.
            let rest = arguments.joined(separator: " ")
            return .success(
                try instruction(
                    (words.first ?? "").lowercased(), rest: rest, arguments: arguments, reading: reading))
        } catch {
            return .failure(error)
        }
    }

    /// A global option (`--store`, `--in-memory`, `--api-url`, `--no-color`, `--version`) is the
    /// whole run's, chosen when the shell started: on a line it is refused, never ignored (an add
    /// `--in-memory` was written to the store).
    private static func refuseGlobalOptions(_ arguments: [String]) throws(ShellInputError) {
        let globals = GlobalOptions.specs.map { "--" + $0.name }.filter { $0 != "--help" }
        for word in arguments.prefix(while: { $0 != "--" }) {
            let name = String(word.prefix { $0 != "=" })
            guard globals.contains(name) else { continue }
            throw ShellInputError(
                "\(name) applies to the whole shell, not to a line: start it as crew \(name)\(name == "--store" || name == "--api-url" ? " …" : "") shell"
            )
        }
    }

    private static func instruction(
        _ word: String, rest: String, arguments: [String], reading: CommandReading
    ) throws(ShellInputError) -> ShellInstruction {
        switch word {
        case "": return .nothing
        // The item commands, read by their own declarations: a shell line is the command without
        // `crew items`, with the same arguments and options.
        case "add":
            guard !rest.isEmpty else { throw ShellInputError("usage: add <name> [options]") }
            let add = try command(ItemsAddCommand.self, "add", arguments, joiningFrom: 0, reading: reading)
            return printing(.add(add.request), json: add.json)
        case "edit":
            let edit = try command(ItemsEditCommand.self, "edit", arguments, reading: reading)
            return printing(.edit(try typed(edit.selection, "edit"), edit.request), json: edit.json)
        case "list" where !arguments.isEmpty:
            let list = try command(ItemsListCommand.self, "list", arguments, reading: reading)
            return printing(.list(list.request), json: list.json)
        case "done":
            let done = try command(ItemsDoneCommand.self, "done", arguments, reading: reading)
            return printing(.done(try typed(done.selection, filter: done.filter, "done")), json: done.json)
        case "reopen":
            let reopen = try command(ItemsReopenCommand.self, "reopen", arguments, reading: reading)
            return printing(
                .reopen(try typed(reopen.selection, filter: reopen.filter, "reopen")), json: reopen.json)
        case "remove", "rm":
            let remove = try command(ItemsRemoveCommand.self, "remove", arguments, reading: reading)
            return printing(
                .remove(
                    try typed(remove.selection, filter: remove.filter, "remove"), confirmed: remove.confirmed),
                json: remove.json)
        case "rename":
            // The words after the id are the name, as `add`'s are: `rename 4 Buy oat milk`.
            let rename = try command(
                ItemsRenameCommand.self, "rename", arguments, joiningFrom: 1, reading: reading)
            return printing(.rename(rename.id, to: rename.name), json: rename.json)
        case "note":
            // The words after the id are the note, as `rename`'s are the name.
            let note = try command(ItemsNoteCommand.self, "note", arguments, joiningFrom: 1, reading: reading)
            return printing(.note(note.id, note.change), json: note.json)
        case "assign":
            let assign = try command(ItemsAssignCommand.self, "assign", arguments, reading: reading)
            return printing(
                .assign(try typed(assign.selection, "assign"), to: assign.owner), json: assign.json)
        case "search":
            return .search(rest.allSatisfy(\.isWhitespace) ? nil : try value(rest, usage: "search <text>"))
        case "filter":
            switch rest.lowercased() {
            case "all", "": return .filter(.all)
            case "pending": return .filter(.pending)
            case "done": return .filter(.completed)
            default: throw ShellInputError("usage: filter all|pending|done")
            }
        case "owner":
            switch rest.lowercased() {
            case "anyone", "": return .owner(.anyone)
            case "nobody": return .owner(.nobody)
            case "me":
                // As `--user me` names it: the config file's `me`.
                guard let me = reading.me else {
                    throw ShellInputError(reading.meNamesNobody)
                }
                return .owner(.user(me))
            default: return .owner(.user(try value(rest, usage: "owner <user>|nobody|anyone")))
            }
        case "due":
            switch rest.lowercased() {
            case "", "any": return .due(nil, overdue: false)
            case "overdue": return .due(nil, overdue: true)
            default:
                let typed: TypedDay = try value(rest, usage: "due <date>|overdue|any")
                // `due fri` means due by Friday, as the command line's --due-by: before the day
                // after it, which the calendar's last day does not have.
                if (try? typed.day(today: reading.today)) == DueDate.latest {
                    throw ShellInputError("The day for 'due' is the calendar's last day")
                }
                return .due(typed, overdue: false)
            }
        case "priority":
            let word = rest.lowercased()
            return .priority(
                word.isEmpty || word == "any" ? nil : try value(rest, usage: "priority high|medium|low|any"))
        case "tag", "tags":
            let usage = "tag <tag>...|none"
            guard !(arguments.isEmpty || arguments == ["none"]) else { return .tags(.none) }
            var tags: [Tag] = []
            for argument in arguments { tags.append(try value(argument, usage: usage)) }
            guard let set = try? Tags(tags) else { throw ShellInputError("usage: \(usage) (at most 16)") }
            return .tags(set)
        case "sort":
            let usage = "sort id|due|priority|created|name|next|default [reverse]"
            let reversed = arguments.last?.lowercased() == "reverse"
            let words = reversed ? Array(arguments.dropLast()) : arguments
            guard words.count <= 1 else { throw ShellInputError("usage: \(usage)") }
            guard let word = words.first, word.lowercased() != "default" else {
                return .sort(nil, reversed: reversed)
            }
            return .sort(try value(word, usage: usage), reversed: reversed)
        case "more": return .more
        case "undo":
            guard arguments.isEmpty else { throw ShellInputError("usage: undo") }
            return .undo
        case "log":
            let log = try command(LogCommand.self, "log", arguments, reading: reading)
            return .log(limit: log.history.limit)
        case "list", "reload", "refresh": return .reload
        case "help", "?": return .help
        case "quit", "exit", "q": return .quit
        default:
            let close = instructionWords.min {
                EditDistance.between($0, word) < EditDistance.between($1, word)
            }
            if let close, EditDistance.between(close, word) <= 2 {
                throw ShellInputError("unknown command '\(QuotedWord.shown(word))'; did you mean '\(close)'?")
            }
            throw ShellInputError("unknown command '\(QuotedWord.shown(word))'; type 'help'")
        }
    }

    /// `instruction`, printing JSON when the line said `--json`.
    private static func printing(_ instruction: ShellInstruction, json: JSONOutput?) -> ShellInstruction {
        json.map { .printingJSON(instruction, keys: $0.keys) } ?? instruction
    }

    /// The instruction words, for "did you mean" and Tab.
    nonisolated static let instructionWords = [
        "add", "edit", "done", "reopen", "remove", "rename", "assign", "search", "filter", "owner", "due",
        "priority", "tag", "sort", "more", "list", "reload", "undo", "log", "help", "quit", "exit",
    ]

    /// A word read with the same rules as on the command line.
    private static func value<Value: ArgumentParsable>(
        _ text: String, usage: String
    ) throws(ShellInputError) -> Value {
        do {
            return try Value(argument: text)
        } catch {
            throw ShellInputError("usage: \(usage) (\(error.reason))")
        }
    }
}
