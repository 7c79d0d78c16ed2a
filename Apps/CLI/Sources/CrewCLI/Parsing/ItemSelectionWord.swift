import CommandGrammar
import Domain

/// One word of the items a command changes: an item's id, or `-` for the ids standard input
/// lists, in the first column of each line, so that any listing piped in is a selection
/// (`crew ls --tag sprint --pending | crew edit - --due +1w`), or several to a line
/// (`echo "7 9" | crew done -`).
enum ItemSelectionWord: ArgumentParsable, Hashable {
    case id(Item.ID)
    case standardInput

    static var completion: CompletionSource { Item.ID.completion }

    /// What an `id ...` argument of an item command accepts, said once for every such command.
    static let help =
        "The items' ids, or - to read them from standard input (a listing's first column, or ids separated by spaces). All of them change, or none: one unknown id changes nothing."

    init(argument: String) throws(ArgumentValueError) {
        self = argument == "-" ? .standardInput : .id(try Item.ID(argument: argument))
    }

    /// The ids `words` name, in order, `-` replaced by the ids of each line of `input`: every word
    /// of a line that holds ids alone, else its first word (a listing's id column); blank lines
    /// are skipped, and a line whose first word is not an id is named with its number.
    @MainActor
    static func ids(_ words: [ItemSelectionWord], from input: any LineInput) throws(SelectionError) -> [Item
        .ID]
    {
        var ids: [Item.ID] = []
        var readInput = false
        for word in words {
            switch word {
            case .id(let id): ids.append(id)
            case .standardInput:
                guard !readInput else {
                    throw SelectionError(message: "'-' reads standard input once: give it once")
                }
                readInput = true
                ids += try idsListed(in: input)
            }
        }
        return ids
    }

    @MainActor
    private static func idsListed(in input: any LineInput) throws(SelectionError) -> [Item.ID] {
        var ids: [Item.ID] = []
        var number = 0
        while true {
            let line: String?
            do {
                line = try input.readLine()
            } catch {
                throw SelectionError(message: "Cannot read the ids from standard input: \(error.reason)")
            }
            guard let line else { return ids }
            number += 1
            let words = line.split(whereSeparator: { $0 == "\t" || $0 == " " })
            guard let first = words.first else { continue }
            // A line of ids only (`echo "7 9"`) gives every one; a listing's line (TSV, or a
            // table's with its id right-aligned after spaces) gives its first column, the id.
            if !line.contains("\t"), words.count > 1,
                case let listed = words.compactMap({ try? Item.ID(argument: String($0)) }),
                listed.count == words.count
            {
                ids += listed
                continue
            }
            do {
                ids.append(try Item.ID(argument: String(first)))
            } catch {
                throw SelectionError(
                    message:
                        "Line \(number) of standard input does not start with an item's id ('\(QuotedWord.shown(String(first)))': \(error.reason))"
                )
            }
        }
    }

    /// Why the ids could not be read: a usage error of the command.
    struct SelectionError: Error {
        let message: String
    }
}
