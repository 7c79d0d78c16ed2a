import Domain
import DomainTestSupport
import Testing

@Suite("Priority and tags")
struct PlanningValueTests {
    @Test(
        "a priority is high, medium or low, or h, m, l, in any case",
        arguments: [
            ("high", Priority.high), ("MEDIUM", .medium), (" low ", .low), ("High", .high), ("h", .high),
            ("M", .medium), ("l", .low),
        ])
    func priorities(text: String, priority: Priority) throws {
        #expect(try Priority(text) == priority)
    }

    @Test("anything else is not a priority", arguments: ["", "urgent", "hi", "none", "1", "highest"])
    func notPriorities(text: String) {
        #expect(throws: ValidationError(field: .priority, problem: .notOneOf(["high", "medium", "low"]))) {
            try Priority(text)
        }
    }

    @Test("priorities rank high, medium, low")
    func priorityRanks() {
        #expect(Priority.allCases.map(\.rank) == [0, 1, 2])
    }

    @Test(
        "a tag is 1 to 32 of a-z, 0-9, - and _, lower-cased",
        arguments: [
            ("home", "home"), ("URGENT", "urgent"), (" q3-review ", "q3-review"), ("a_b", "a_b"), ("7", "7"),
            (String(repeating: "x", count: 32), String(repeating: "x", count: 32)),
        ])
    func validTags(text: String, value: String) throws {
        #expect(try Tag(text).value == value)
    }

    @Test(
        "anything else is not a tag",
        arguments: [
            ("", ValidationError.Problem.empty), ("   ", .empty),
            (String(repeating: "x", count: 33), .tooLong(maximum: 32)), ("two words", .notATag),
            ("café", .notATag), ("a/b", .notATag), ("🚲", .notATag), ("a,b", .notATag), ("Ünïcode", .notATag),
            ("tab\there", .notATag),
        ])
    func notTags(text: String, problem: ValidationError.Problem) {
        #expect(throws: ValidationError(field: .tag, problem: problem)) { try Tag(text) }
    }

    @Test("an item's tags are each kept once, sorted, and at most 16")
    func tagSets() throws {
        let set = try Tags([tag("work"), tag("Home"), tag("work"), tag("a")])
        #expect(set.sorted.map(\.value) == ["a", "home", "work"])
        #expect(set.description == "a,home,work")
        let sixteen = try Tags((1...16).map { tag("t\($0)") })
        #expect(sixteen.count == 16)
        #expect(throws: ValidationError(field: .tags, problem: .tooMany(maximum: 16))) {
            try sixteen.adding([tag("t17")])
        }
        #expect(try sixteen.adding([tag("t1")]) == sixteen, "a tag already there does not count twice")
        #expect(sixteen.removing([tag("t1"), tag("nope")]).count == 15)
        #expect(set.containsAll(of: tags("home", "a")))
        #expect(!set.containsAll(of: tags("home", "x")))
        #expect(set.containsAll(of: .none))
    }
}
