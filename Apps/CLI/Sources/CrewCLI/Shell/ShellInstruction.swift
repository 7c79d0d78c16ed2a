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
    case edit(Item.ID, ItemEditRequest)
    /// `list [--pending] [--overdue] [--tag TAG]... [--sort ...]`, as `crew items list`.
    case list(ItemListRequest)
    case done([Item.ID])
    case reopen([Item.ID])
    case rename(Item.ID, to: ItemName)
    case assign(Item.ID, to: UserReference?)
    case remove([Item.ID])
    /// `nil` shows every item again.
    case search(SearchQuery?)
    case filter(ItemStatusFilter)
    case owner(OwnerFilter)
    /// Items due before a day (typed as on the command line); `overdue`; `nil` for any.
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
    static func parse(_ line: String, today: DueDate) -> Result<ShellInstruction, ShellInputError> {
        do throws(ShellInputError) {
            let words = try ShellWords.split(line)
            let arguments = Array(words.dropFirst())
            // What follows the instruction word, as one text: `add Buy milk`, `rename 4 "New name"`.
            let rest = arguments.joined(separator: " ")
            return .success(
                try instruction(
                    (words.first ?? "").lowercased(), rest: rest, arguments: arguments, today: today))
        } catch {
            return .failure(error)
        }
    }

    private static func instruction(
        _ word: String, rest: String, arguments: [String], today: DueDate
    ) throws(ShellInputError) -> ShellInstruction {
        switch word {
        case "": return .nothing
        case "add":
            guard !rest.isEmpty else { throw ShellInputError("usage: add <name> [options]") }
            return .add(
                try command(ItemsAddCommand.self, "add", arguments, joiningWords: true, today: today).request)
        case "edit":
            let edit = try command(
                ItemsEditCommand.self, "edit", arguments, joiningWords: false, today: today)
            return .edit(edit.id, edit.request)
        case "list" where !arguments.isEmpty:
            return .list(
                try command(ItemsListCommand.self, "list", arguments, joiningWords: false, today: today)
                    .request)
        case "done": return .done(try ids(arguments, usage: "done <id>..."))
        case "reopen": return .reopen(try ids(arguments, usage: "reopen <id>..."))
        case "remove", "rm": return .remove(try ids(arguments, usage: "remove <id>..."))
        case "rename":
            let usage = "rename <id> <name>"
            let name = arguments.dropFirst().joined(separator: " ")
            guard let first = arguments.first, !name.isEmpty else { throw ShellInputError("usage: \(usage)") }
            return .rename(try value(first, usage: usage), to: try value(name, usage: usage))
        case "assign":
            let usage = "assign <id> <user>|none"
            let user = arguments.dropFirst().joined(separator: " ")
            guard arguments.count >= 2, !user.isEmpty else { throw ShellInputError("usage: \(usage)") }
            let owner: UserReference? = user == "none" ? nil : try value(user, usage: usage)
            return .assign(try value(arguments[0], usage: usage), to: owner)
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
            default: return .owner(.user(try value(rest, usage: "owner <user-id>|nobody|anyone")))
            }
        case "due":
            switch rest.lowercased() {
            case "", "any": return .due(nil, overdue: false)
            case "overdue": return .due(nil, overdue: true)
            default: return .due(try value(rest, usage: "due <date>|overdue|any"), overdue: false)
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
            let usage = "sort id|due|priority|created|name|default [reverse]"
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
            let log = try command(LogCommand.self, "log", arguments, joiningWords: false, today: today)
            return .log(limit: log.history.limit)
        case "list", "reload", "refresh": return .reload
        case "help", "?": return .help
        case "quit", "exit", "q": return .quit
        default:
            let close = instructionWords.min {
                EditDistance.between($0, word) < EditDistance.between($1, word)
            }
            if let close, EditDistance.between(close, word) <= 2 {
                throw ShellInputError("unknown command '\(word)'; did you mean '\(close)'?")
            }
            throw ShellInputError("unknown command '\(word)'; type 'help'")
        }
    }

    /// Reads an instruction's words with the grammar of `crew items <name>`: the options (and the
    /// values of those that take one) as they are, the other words as its arguments, or, when
    /// `joiningWords`, as one (so `add Buy milk --due fri` names "Buy milk", as `add Buy milk` does).
    private static func command<Command: CrewCommand>(
        _ type: Command.Type, _ name: String, _ words: [String], joiningWords: Bool, today: DueDate
    ) throws(ShellInputError) -> Command {
        let spec = type.spec
        var options: [String] = []
        var positionals: [String] = []
        var index = 0
        while index < words.count {
            let word = words[index]
            index += 1
            guard CommandLineParser.looksLikeOption(word) else {
                positionals.append(word)
                continue
            }
            options.append(word)
            let option = spec.options.first { "--\($0.name)" == word || $0.short.map { "-\($0)" } == word }
            if let option, option.takesValue, index < words.count {
                options.append(words[index])
                index += 1
            }
        }
        let arguments =
            joiningWords && !positionals.isEmpty ? [positionals.joined(separator: " ")] : positionals
        do throws(UsageError) {
            let path = name == "log" ? ["log"] : ["items", name]
            let parsed = try CommandLineParser(root: CommandCatalog.root, today: today).parse(
                path + options + ["--"] + arguments)
            return try type.init(parsed)
        } catch {
            throw ShellInputError(error.message.prefix(1).lowercased() + error.message.dropFirst())
        }
    }

    /// The instruction words, for "did you mean" and Tab.
    static let instructionWords = [
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

    private static func ids(_ arguments: [String], usage: String) throws(ShellInputError) -> [Item.ID] {
        guard !arguments.isEmpty else { throw ShellInputError("usage: \(usage)") }
        var ids: [Item.ID] = []
        for argument in arguments { ids.append(try value(argument, usage: usage)) }
        return ids
    }

    static let helpText = """
        Commands:
          add <name> [options]        add an item (options as 'crew items add')
          edit <id> [options]         change an item (options as 'crew items edit')
          done <id>...                mark items done
          reopen <id>...              mark items pending again
          rename <id> <name>          rename an item
          assign <id> <user>|none     give an item to a user (id, email, name), or nobody
          remove <id>...              remove items
          search <text>               show items containing the text (empty: all)
          filter all|pending|done     show items by status
          owner <user-id>|nobody|anyone
          due <date>|overdue|any      show items due before a day (tomorrow, +1w, fri...)
          priority high|medium|low|any
          tag <tag>...|none           show items with all these tags
          sort id|due|priority|created|name|default [reverse]
          more                        show the next page
          list [options]              list as 'crew items list' does; alone, reload
          undo                        take back the last change
          log [--limit N]             the recent changes, newest first
          help                        this text
          quit                        leave
        """
}
