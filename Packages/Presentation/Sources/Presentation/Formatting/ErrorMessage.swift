import Domain

/// Short, human sentences for every error a use case can raise. Views and the CLI show these,
/// never an error's debug description.
public enum ErrorMessage {
    /// The sentence a person reads for `error`: the Domain's errors in words, anything else as it describes
    /// itself.
    public static func describing(_ error: any Error) -> String {
        switch error {
        case let domain as DomainError: describing(domain)
        case let validation as ValidationError: describing(validation)
        case let search as SearchError: describing(search)
        case let document as StoreDocumentError: describing(document)
        case let described as CustomStringConvertible: described.description
        default: "Something went wrong."
        }
    }

    /// The sentence for a Domain error.
    public static func describing(_ error: DomainError) -> String {
        switch error {
        case .userNotFound(let id): "There is no user \(id)."
        case .itemNotFound(let id): "There is no item \(id)."
        case .itemsNotFound(let ids): "There are no items \(IDList.describing(ids))."
        case .userAlreadyExists(let id): "User \(id) already exists."
        case .itemAlreadyExists(let id): "Item \(id) already exists."
        case .itemIdentityTaken(let uuid):
            "An item with the identity \(uuid.uuidString.lowercased()) is already here."
        case .emailAlreadyRegistered(let email): "\(email) is already registered."
        case .noUserWithEmail(let email): "There is no user with the email \(email)."
        case .noUserNamed(let start): "No user's name starts with “\(start)”."
        case .ambiguousUser(let start, let matches, let total):
            "\"\(start)\" matches \(total) users: "
                + matches.map { "\($0.id) \($0.name)" }.joined(separator: ", ")
                + (total > matches.count ? ", …" : "")
        case .userOwnsItems(let id, let count):
            "User \(id) still owns \(Count.of(count, "item")); reassign or release \(Count.them(count)) first."
        case .reassignmentToSameUser(let id): "User \(id)'s items cannot be handed over to user \(id)."
        case .unavailable(let reason): MessageText.sentence("The server is unavailable: \(reason)")
        case .reachedServerUnheld(let name, let reason):
            "Added \(MessageText.escaped(name.value)) on the server, but crew cannot hold its answer (\(reason)): it is not shown here, and not sent again."
        case .refusedByServer(let status, let message):
            MessageText.sentence(
                "The API refused the change (HTTP \(status))" + (message.isEmpty ? "" : ": \(message)"))
        case .leftOnServer(let left): describing(left)
        case .credentialsRefused(let status):
            "The API refused the credentials (HTTP \(status)); check CREW_API_TOKEN."
        case .damagedItem(let id, let problem):
            "Item \(id) cannot be read: \(describing(problem).lowercasedFirst) \(RepairText.item(id, problem))"
        case .damagedUser(let id, let problem):
            "User \(id) cannot be read: \(describing(problem).lowercasedFirst) \(RepairText.user(id))"
        case .recordsLeftOut(let users, let items): RecordsLeftOutText.describing(users: users, items: items)
        case .oneNameForSeveralItems(let count):
            "One name for \(Count.of(count, "item")) would leave them all alike: rename one item at a time."
        case .noSuchNote(let id, let number, let count):
            switch count {
            case 0: "Item \(id) has no notes."
            case 1: "Item \(id) has no note \(number): its only note is number 1 (crew items show \(id))."
            default:
                "Item \(id) has no note \(number): its notes are numbered 1 to \(count) (crew items show \(id))."
            }
        case .nothingToUndo: "Nothing to undo."
        case .nothingOfYoursToUndo(let author):
            "Nothing of yours (\(author)) to undo: crew undo --any takes back the newest change, whoever made it."
        case .noSuchChange(let number):
            "The journal keeps no change \(number) (crew log lists the changes kept)."
        case .laterChangeTouched(let change, let later):
            "Cannot undo change \(change): change \(later.sequence) by \(later.author) changed \(later.record ?? "its records") since. Undo that one first (crew undo \(later.sequence)), or undo this one over it, field by field (crew undo \(change) --force)."
        case .noConflict(.item(let id)):
            "Item \(id) has no conflict to settle (crew sync --status shows what waits)."
        case .noConflict(.user(let id)):
            "User \(id) has no conflict to settle (crew sync --status shows what waits)."
        case .cannotUndo(let reason): MessageText.sentence("Cannot undo that change: \(reason)")
        case .notSupported(let reason): MessageText.sentence(reason)
        }
    }

    /// A scalar's code point as Unicode writes it (`00AD`, `E0041`).
    private static func hex(_ scalar: Unicode.Scalar) -> String {
        let digits = String(scalar.value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }

    /// The sentence for a value the Domain refused: the field, then the rule it broke.
    public static func describing(_ error: ValidationError) -> String {
        let field = error.field.rawValue
        return switch error.problem {
        case .empty: "The \(field) must not be empty."
        case .tooLong(let maximum): "The \(field) must be at most \(maximum) characters."
        case .containsLineBreak: "The \(field) must be on one line."
        case .containsControlCharacter: "The \(field) must not contain control characters."
        case .containsInvisibleCharacter:
            "The \(field) must not contain invisible characters (direction marks, zero-width spaces)."
        case .invisibleCharacter(let scalar, let position):
            "The \(field) must not contain invisible characters: U+\(Self.hex(scalar)) is character \(position)."
        case .tooManyBytes(let maximum):
            "The \(field) must be at most \(maximum) bytes of UTF-8."
        case .tooManyMarks(let maximum):
            "The \(field) must have at most \(maximum) combining marks on one character."
        case .notPositive: "The \(field) must be a positive whole number."
        case .outOfRange(let range):
            "The \(field) must be between \(range.lowerBound) and \(range.upperBound)."
        case .malformed(let defect): describing(defect)
        case .unknownDateForm: "The \(field) must be one of \(DueDate.acceptedForms)."
        case .notADuration:
            "The \(field) must be a number of days, weeks, months or years: 3d, 1w, 2m, 1y or -1d."
        case .noSuchDay:
            "The \(field) names a day the calendar does not have; give one of \(DueDate.acceptedForms)."
        case .outsideCalendar:
            "The \(field) must fall from \(DueDate.earliest) to \(DueDate.latest), the days crew keeps."
        case .notOneOf(let words): "The \(field) must be \(Self.oneOf(words))."
        case .notATag: "A tag may hold only a-z, 0-9, - and _."
        case .tooMany(let maximum): "An item has at most \(maximum) \(field)."
        case .unreadable: "The \(field) as stored cannot be read."
        case .unknownRecurrence: "The \(field) must be one of \(Recurrence.acceptedForms)."
        case .needsDueDay: "A recurring item needs a due day: the next one is due a period after it."
        case .expected(let forms): "The \(field) must be \(forms)."
        }
    }

    /// The sentence for what a change left done on an API that failed half-way, naming the ids.
    public static func describing(_ left: LeftOnServer) -> String {
        let items = "\(left.ids.count == 1 ? "item" : "items") \(IDList.describing(left.ids))"
        let verb = left.ids.count == 1 ? "is" : "are"
        return switch left.kind {
        case .created:
            "The server failed half-way (\(left.reason)); \(items) it had already created could not be removed and \(verb) still on it."
        case .changed:
            "The server failed half-way (\(left.reason)); \(items) it had already changed could not be changed back and \(verb) changed on it."
        case .removed:
            "The server failed half-way (\(left.reason)); \(items) \(left.ids.count == 1 ? "was" : "were") already removed from it."
        }
    }

    /// Each names the record by its JSON path, which is how the reader of the file finds it.
    public static func describing(_ error: StoreDocumentError) -> String {
        switch error {
        case .duplicateEmail(let email, let index):
            "users[\(index)].email: \(email) appears twice in the document."
        case .duplicateUserID(let id, let index):
            "users[\(index)].id: user \(id) appears twice in the document."
        case .duplicateItemID(let id, let index):
            "items[\(index)].id: item \(id) appears twice in the document."
        case .duplicateItemIdentity(let uuid, let index):
            "items[\(index)].uuid: \(uuid.uuidString.lowercased()) appears twice in the document."
        case .unknownOwner(let id, let index):
            "items[\(index)].owner: user \(id) is not one of the document's users."
        }
    }

    /// The sentence for a search the Domain refused.
    public static func describing(_ error: SearchError) -> String {
        switch error {
        case .queryTooShort(let minimum):
            minimum == 1
                ? "The search is empty: give a word to look for."
                : "Search for at least \(minimum) characters."
        case .queryTooLong(let maximum): "Search for at most \(maximum) characters."
        case .queryContainsControlCharacter: "The search must be on one line."
        case .queryContainsInvisibleCharacter:
            "The search must not contain invisible characters (direction marks, zero-width spaces)."
        }
    }

    /// "high, medium or low"
    private static func oneOf(_ words: [String]) -> String {
        words.count < 2
            ? words.joined() : words.dropLast().joined(separator: ", ") + " or " + (words.last ?? "")
    }

    private static func describing(_ defect: ValidationError.EmailAddressDefect) -> String {
        switch defect {
        case .containsWhitespace: "The email must not contain spaces."
        case .needsExactlyOneAtSign: "The email must contain exactly one @."
        case .missingLocalPart: "The email needs a name before the @."
        case .invalidDomain: "The email needs a domain with a dot after the @, such as example.com."
        case .containsAngleBracket:
            "The email must be the address alone, without < and >, such as ann@example.com."
        }
    }
}
