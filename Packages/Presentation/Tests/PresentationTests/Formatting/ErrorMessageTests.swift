import Domain
import Foundation
import Presentation
import Testing

@Suite("Messages")
struct ErrorMessageTests {
    @Test(
        "every domain error has a short sentence and a kind",
        arguments: [
            (
                DomainError.userNotFound(User.ID(rawValue: 3)!), "There is no user 3.",
                UserFacingError.Kind.notFound
            ),
            (.itemNotFound(Item.ID(rawValue: 42)!), "There is no item 42.", .notFound),
            (
                .emailAlreadyRegistered(try! EmailAddress("a@b.co")), "a@b.co is already registered.",
                .conflict
            ),
            (
                .userOwnsItems(User.ID(rawValue: 2)!, count: 3),
                "User 2 still owns 3 items; reassign or release them first.", .conflict
            ),
            (
                .reassignmentToSameUser(User.ID(rawValue: 2)!),
                "User 2's items cannot be handed over to user 2.", .conflict
            ),
            (.unavailable(reason: "timed out"), "The server is unavailable: timed out.", .unavailable),
        ])
    func domainErrors(error: DomainError, message: String, kind: UserFacingError.Kind) {
        #expect(UserFacingError(error) == UserFacingError(message: message, kind: kind))
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
    }

    @Test("the summary counts done items; no items says so")
    func summary() {
        #expect(SummaryText.describing(ItemCounts(total: 10, completed: 3)) == "3 of 10 done")
        #expect(SummaryText.describing(ItemCounts(total: 0, completed: 0)) == "No items")
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
