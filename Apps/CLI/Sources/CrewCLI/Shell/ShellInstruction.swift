import Domain

#if canImport(FoundationEssentials)
    // Foundation's essentials only: the rest of Foundation (CoreFoundation, ICU) would make
    // every start of the static crew pay for relocating tens of megabytes it does not use.
    import FoundationEssentials
#else
    import Foundation
#endif

/// One line typed at the shell prompt.
enum ShellInstruction: Equatable {
    case add(name: String)
    case done([Int])
    case reopen([Int])
    case rename(id: Int, name: String)
    case assign(id: Int, ownerID: Int?)
    case remove([Int])
    case search(String)
    case filter(ItemStatusFilter)
    case owner(OwnerFilter)
    case more
    case reload
    case help
    case quit
    case nothing

    /// Reads a line; the message explains a line that is not an instruction.
    static func parse(_ line: String) -> Result<ShellInstruction, ShellInputError> {
        let trimmed = line.drop { $0.isWhitespace }.reversed().drop { $0.isWhitespace }.reversed()
        let word = String(trimmed.prefix { !$0.isWhitespace })
        let rest = String(trimmed.dropFirst(word.count).drop { $0.isWhitespace })
        let arguments = rest.split(separator: " ").map(String.init)
        switch word.lowercased() {
        case "": return .success(.nothing)
        case "add":
            return rest.isEmpty ? .failure(ShellInputError("usage: add <name>")) : .success(.add(name: rest))
        case "done": return ids(arguments, usage: "done <id>...").map(ShellInstruction.done)
        case "reopen": return ids(arguments, usage: "reopen <id>...").map(ShellInstruction.reopen)
        case "remove", "rm": return ids(arguments, usage: "remove <id>...").map(ShellInstruction.remove)
        case "rename":
            let name = String(rest.drop { !$0.isWhitespace }.drop { $0.isWhitespace })
            guard let first = arguments.first, let id = Int(first), id > 0, !name.isEmpty else {
                return .failure(ShellInputError("usage: rename <id> <name>"))
            }
            return .success(.rename(id: id, name: name))
        case "assign":
            guard arguments.count == 2, let id = Int(arguments[0]), id > 0 else {
                return .failure(ShellInputError("usage: assign <id> <user-id>|none"))
            }
            if arguments[1] == "none" { return .success(.assign(id: id, ownerID: nil)) }
            guard let owner = Int(arguments[1]), owner > 0 else {
                return .failure(ShellInputError("usage: assign <id> <user-id>|none"))
            }
            return .success(.assign(id: id, ownerID: owner))
        case "search": return .success(.search(rest))
        case "filter":
            switch rest.lowercased() {
            case "all", "": return .success(.filter(.all))
            case "pending": return .success(.filter(.pending))
            case "done": return .success(.filter(.completed))
            default: return .failure(ShellInputError("usage: filter all|pending|done"))
            }
        case "owner":
            switch rest.lowercased() {
            case "anyone", "": return .success(.owner(.anyone))
            case "nobody": return .success(.owner(.nobody))
            default:
                guard let id = Int(rest), let userID = User.ID(rawValue: id) else {
                    return .failure(ShellInputError("usage: owner <user-id>|nobody|anyone"))
                }
                return .success(.owner(.user(userID)))
            }
        case "more": return .success(.more)
        case "list", "reload", "refresh": return .success(.reload)
        case "help", "?": return .success(.help)
        case "quit", "exit", "q": return .success(.quit)
        default: return .failure(ShellInputError("unknown command '\(word)'; type 'help'"))
        }
    }

    private static func ids(_ arguments: [String], usage: String) -> Result<[Int], ShellInputError> {
        let ids = arguments.compactMap { Int($0) }.filter { $0 > 0 }
        guard !ids.isEmpty, ids.count == arguments.count else {
            return .failure(ShellInputError("usage: \(usage)"))
        }
        return .success(ids)
    }

    static let helpText = """
        Commands:
          add <name>                  add an item
          done <id>...                mark items done
          reopen <id>...              mark items pending again
          rename <id> <name>          rename an item
          assign <id> <user-id>|none  give an item to a user, or to nobody
          remove <id>...              remove items
          search <text>               show items containing the text (empty: all)
          filter all|pending|done     show items by status
          owner <user-id>|nobody|anyone
          more                        show the next page
          list                        reload
          help                        this text
          quit                        leave
        """
}
