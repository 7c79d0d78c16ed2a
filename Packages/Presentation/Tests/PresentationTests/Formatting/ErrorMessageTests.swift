import Domain
import DomainTestSupport
import Foundation
import Presentation
import Testing

@Suite("Messages")
struct ErrorMessageTests {
    @Test(
        "every domain error has a short sentence and a kind",
        arguments: [
            (
                DomainError.userNotFound(userID(3)), "There is no user 3.",
                UserFacingError.Kind.notFound
            ),
            (.itemNotFound(itemID(42)), "There is no item 42.", .notFound),
            (
                .emailAlreadyRegistered(try! EmailAddress("a@b.co")), "a@b.co is already registered.",
                .conflict
            ),
            (
                .userOwnsItems(userID(2), count: 3),
                "User 2 still owns 3 items; reassign or release them first.", .conflict
            ),
            (
                .userOwnsItems(userID(2), count: 1),
                "User 2 still owns 1 item; reassign or release it first.", .conflict
            ),
            (
                .noSuchNote(itemID(5), number: 2, count: 1),
                "Item 5 has no note 2: its only note is number 1 (crew items show 5).", .notFound
            ),
            (
                .noSuchNote(itemID(5), number: 4, count: 3),
                "Item 5 has no note 4: its notes are numbered 1 to 3 (crew items show 5).", .notFound
            ),
            (
                .reassignmentToSameUser(userID(2)),
                "User 2's items cannot be handed over to user 2.", .invalidInput
            ),
            (.unavailable(reason: "timed out"), "The server is unavailable: timed out.", .unavailable),
            (
                .itemsNotFound([itemID(8), itemID(9)]), "There are no items 8 and 9.",
                .notFound
            ),
            (
                .itemsNotFound((1...12).map { Item.ID(rawValue: $0)! }),
                "There are no items 1, 2, 3, 4, 5, 6, 7, 8, 9, 10 and 2 more.", .notFound
            ),
            (.userAlreadyExists(userID(4)), "User 4 already exists.", .conflict),
            (.nothingToUndo, "Nothing to undo.", .notFound),
            (
                .cannotUndo(reason: "item 4 was changed since"),
                "Cannot undo that change: item 4 was changed since.", .conflict
            ),
            (
                .notSupported(reason: "Undo works on a local store only"),
                "Undo works on a local store only.", .other
            ),
        ])
    func domainErrors(error: DomainError, message: String, kind: UserFacingError.Kind) {
        #expect(UserFacingError(error) == UserFacingError(message: message, kind: kind))
    }

    @Test(
        "what an API left done when it failed half-way is named, item by item",
        arguments: [
            (
                LeftOnServer.Kind.created,
                "The server failed half-way (down); items 5 and 6 it had already created could not be removed and are still on it."
            ),
            (
                .changed,
                "The server failed half-way (down); items 5 and 6 it had already changed could not be changed back and are changed on it."
            ),
            (.removed, "The server failed half-way (down); items 5 and 6 were already removed from it."),
        ])
    func leftOnServer(kind: LeftOnServer.Kind, message: String) {
        let error = DomainError.leftOnServer(
            LeftOnServer(kind: kind, ids: [itemID(5), itemID(6)], reason: "down"))
        #expect(UserFacingError(error) == UserFacingError(message: message, kind: .unavailable))
    }

    @Test("a damaged record says what is wrong and how to repair it")
    func damagedRecords() {
        let empty = ValidationError(field: .itemName, problem: .empty)
        #expect(
            UserFacingError(DomainError.damagedItem(itemID(2), empty))
                == UserFacingError(
                    message:
                        "Item 2 cannot be read: the item name must not be empty. Rename it (crew items rename 2 NAME) or remove it.",
                    kind: .conflict))
        let email = ValidationError(field: .emailAddress, problem: .malformed(.needsExactlyOneAtSign))
        #expect(
            ErrorMessage.describing(DomainError.damagedUser(userID(3), email))
                == "User 3 cannot be read: the email must contain exactly one @. Remove it (crew users remove 3) or fix it with another tool."
        )
    }

    @Test(
        "a name's invisible character is named by its code point and position; heavy characters by the bound")
    func namesTheBoundABrokeName() {
        #expect(
            ErrorMessage.describing(
                ValidationError(field: .itemName, problem: .invisibleCharacter("\u{AD}", position: 5)))
                == "The item name must not contain invisible characters: U+00AD is character 5.")
        #expect(
            ErrorMessage.describing(
                ValidationError(field: .itemName, problem: .invisibleCharacter("\u{E0041}", position: 12)))
                == "The item name must not contain invisible characters: U+E0041 is character 12.")
        #expect(
            ErrorMessage.describing(ValidationError(field: .itemName, problem: .tooManyMarks(maximum: 8)))
                == "The item name must have at most 8 combining marks on one character.")
        #expect(
            ErrorMessage.describing(
                ValidationError(field: .personName, problem: .tooManyBytes(maximum: 5_000)))
                == "The name must be at most 5000 bytes of UTF-8."
        )
    }

    @Test("damaged notes are not repaired by a rename: the hint says what does")
    func damagedNotes() {
        let notes = ValidationError(field: .notes, problem: .tooMany(maximum: 100))
        #expect(
            ErrorMessage.describing(DomainError.damagedItem(itemID(5), notes))
                == "Item 5 cannot be read: an item has at most 100 notes. Remove it (crew items remove 5) or fix its notes with another tool."
        )
    }

    @Test("a damaged field an edit can clear names that edit; one it cannot, the removal")
    func damagedFields() {
        let due = ValidationError(field: .dueDate, problem: .outsideCalendar)
        #expect(
            ErrorMessage.describing(DomainError.damagedItem(itemID(5), due)).hasSuffix(
                "Clear it (crew items edit 5 --no-due) or remove it."))
        let priority = ValidationError(field: .priority, problem: .notOneOf(["low", "medium", "high"]))
        #expect(
            ErrorMessage.describing(DomainError.damagedItem(itemID(5), priority)).hasSuffix(
                "Clear it (crew items edit 5 --no-priority) or remove it."))
        let tags = ValidationError(field: .tags, problem: .unreadable)
        #expect(
            ErrorMessage.describing(DomainError.damagedItem(itemID(5), tags)).hasSuffix(
                "Remove it (crew items remove 5) or fix it with another tool."))
    }

    @Test("a backup stopped for damaged records names each with its problem and its repair, on one line")
    func recordsLeftOut() {
        let name = UnreadableRecord(
            id: 2, problem: ValidationError(field: .itemName, problem: .containsControlCharacter))
        let note = UnreadableRecord(id: 3, problem: ValidationError(field: .notes, problem: .unreadable))
        let user = UnreadableRecord(
            id: 1, problem: ValidationError(field: .emailAddress, problem: .malformed(.needsExactlyOneAtSign))
        )
        let error = UserFacingError(DomainError.recordsLeftOut(users: [user], items: [name, note]))
        #expect(error.kind == .conflict)
        #expect(
            error.message
                == "The backup was stopped: it would leave out 3 damaged records, item 2 (the item name must not contain control characters), item 3 (the notes as stored cannot be read) and user 1 (the email must contain exactly one @). Repair or remove them (crew items rename 2 NAME; crew items remove 3; crew users remove 1), then export again."
        )
        let one = ErrorMessage.describing(DomainError.recordsLeftOut(users: [], items: [name]))
        #expect(one.hasPrefix("The backup was stopped: it would leave out a damaged record, item 2 ("))
        #expect(one.hasSuffix("Repair or remove it (crew items rename 2 NAME), then export again."))
        let many = (1...12).map {
            UnreadableRecord(id: $0, problem: ValidationError(field: .itemName, problem: .empty))
        }
        let cut = ErrorMessage.describing(DomainError.recordsLeftOut(users: [], items: many))
        #expect(cut.contains("12 damaged records"))
        #expect(cut.contains("item 10 (the item name must not be empty) and 2 more."))
        #expect(cut.contains("crew items rename 10 NAME; …), then export again."))
        #expect(!cut.contains("\n"))
    }

    @Test(
        "a broken backup document names the record by its JSON path",
        arguments: [
            (
                StoreDocumentError.duplicateEmail(try! EmailAddress("a@b.co"), userIndex: 2),
                "users[2].email: a@b.co appears twice in the document."
            ),
            (
                .duplicateUserID(userID(3), userIndex: 1),
                "users[1].id: user 3 appears twice in the document."
            ),
            (
                .duplicateItemID(itemID(5), itemIndex: 0),
                "items[0].id: item 5 appears twice in the document."
            ),
            (
                .unknownOwner(userID(9), itemIndex: 4),
                "items[4].owner: user 9 is not one of the document's users."
            ),
        ])
    func documentErrors(error: StoreDocumentError, message: String) {
        #expect(UserFacingError(error) == UserFacingError(message: message, kind: .invalidDocument))
    }

    @Test(
        "validation errors name the field and the limit",
        arguments: [
            (
                ValidationError(field: .personName, problem: .tooLong(maximum: 100)),
                "The name must be at most 100 characters."
            ),
            (
                ValidationError(field: .itemName, problem: .containsLineBreak),
                "The item name must be on one line."
            ),
            (
                ValidationError(field: .itemName, problem: .containsControlCharacter),
                "The item name must not contain control characters."
            ),
            (
                ValidationError(field: .identifier, problem: .notPositive),
                "The id must be a positive whole number."
            ),
            (
                ValidationError(field: .pageLimit, problem: .outOfRange(1...1000)),
                "The limit must be between 1 and 1000."
            ),
            (
                ValidationError(field: .emailAddress, problem: .malformed(.containsWhitespace)),
                "The email must not contain spaces."
            ),
            (
                ValidationError(field: .emailAddress, problem: .malformed(.missingLocalPart)),
                "The email needs a name before the @."
            ),
        ])
    func validationErrors(error: ValidationError, message: String) {
        #expect(UserFacingError(error) == UserFacingError(message: message, kind: .invalidInput))
    }

    @Test("search errors are invalid input")
    func searchErrors() {
        #expect(
            UserFacingError(SearchError.queryTooShort(minimum: 2))
                == UserFacingError(message: "Search for at least 2 characters.", kind: .invalidInput))
        #expect(
            UserFacingError(SearchError.queryTooShort(minimum: 1))
                == UserFacingError(
                    message: "The search is empty: give a word to look for.", kind: .invalidInput))
    }

    @Test("the summary counts done items; no items says so")
    func summary() {
        #expect(SummaryText.describing(ItemCounts(total: 10, completed: 3)) == "3 of 10 done")
        #expect(SummaryText.describing(ItemCounts(total: 0, completed: 0)) == "No items")
        // Counting that stopped at a thousand says so, and nothing it does not know.
        let partial = ItemCounts(total: 1_000, completed: 300, overdue: 20, isPartial: true)
        #expect(SummaryText.describing(partial) == "1000+ items")
        #expect(SummaryText.describing(partial, status: .pending) == "1000+ pending")
        #expect(SummaryText.describing(partial, status: .completed) == "1000+ done")
    }

    @Test(
        "the stale notice tells how old the cached data is",
        arguments: [
            (0.0, "just now"), (59, "just now"), (60, "1 min ago"), (7_200, "2 h ago"), (172_800, "2 d ago"),
        ])
    func staleNotice(age: TimeInterval, text: String) {
        let notice = StaleNotice { fixedNow }
        #expect(
            notice.text(for: .stale(since: fixedNow.addingTimeInterval(-age)))
                == "Offline: showing data cached \(text).")
        #expect(notice.text(for: .current) == nil)
    }
}
