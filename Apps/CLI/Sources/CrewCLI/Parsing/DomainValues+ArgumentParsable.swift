import CommandGrammar
import Domain
import Presentation

// The Domain values a command line names, each read with the Domain's own rule.

extension Identifier: ArgumentParsable {
    public static var completion: CompletionSource { Entity.self == Item.self ? .items : .users }

    /// A whole number from 1 to `Identifier.maximum` (2^53 − 1), or `~N` for a record made
    /// while the API could not be reached (a provisional id, until `crew sync` sends it).
    public init(argument: String) throws(ArgumentValueError) {
        if argument.hasPrefix("~") {
            guard let number = Int(argument.dropFirst()), let provisional = Identifier(provisional: number)
            else {
                throw ArgumentValueError(
                    "a provisional id is ~ and a whole number from 1 to \(Self.provisionalCount)")
            }
            self = provisional
            return
        }
        guard let value = Int(argument), value > 0 else {
            // Digits too many for a number are an id beyond the last one, not "not a number";
            // zero (however many digits spell it) is before the first.
            guard argument.isWholeNumber else {
                throw ArgumentValueError("it must be a positive whole number")
            }
            throw ArgumentValueError(Int(argument) == 0 ? "ids start at 1" : "ids stop at \(Self.maximum)")
        }
        guard let identifier = Identifier(rawValue: value) else {
            throw ArgumentValueError("ids stop at \(Self.maximum)")
        }
        self = identifier
    }
}

extension ItemName: CheckedText {}
extension NoteText: CheckedText {}
extension PersonName: CheckedText {}
extension ChangeAuthor: CheckedText {}
extension EmailAddress: CheckedText {}
extension SearchQuery: CheckedText {}

extension Priority: CheckedText {
    public static var completion: CompletionSource { .words(Priority.allCases.map(\.rawValue)) }
}
extension Tag: CheckedText {
    public static var completion: CompletionSource { .tags }
}
extension UserReference: CheckedText {
    public static var completion: CompletionSource { .users }
}

extension Recurrence: ArgumentParsable {
    public static var completion: CompletionSource {
        .words(["day", "week", "month", "year", "weekdays", "2 weeks", "3 days"])
    }

    public init(argument: String) throws(ArgumentValueError) {
        do {
            self = try Recurrence(typed: argument)
        } catch {
            throw ArgumentValueError(describing: error)
        }
    }
}

extension ConflictSide: ArgumentParsable {
    public static var completion: CompletionSource { .words(ConflictSide.allCases.map(\.rawValue)) }

    public init(argument: String) throws(ArgumentValueError) {
        guard let side = ConflictSide(rawValue: argument.lowercased()) else {
            throw ArgumentValueError("it must be mine or theirs")
        }
        self = side
    }
}

extension ItemSort: ArgumentParsable {
    public static var completion: CompletionSource { .words(ItemSort.allCases.map(\.rawValue)) }

    public init(argument: String) throws(ArgumentValueError) {
        guard let sort = ItemSort(rawValue: argument.lowercased()) else {
            throw ArgumentValueError(
                "it must be one of \(ItemSort.allCases.map(\.rawValue).joined(separator: ", "))")
        }
        self = sort
    }
}
