import Domain
import DomainTestSupport
import Testing

@Suite("PersonName")
struct PersonNameTests {
    @Test(
        "accepts and trims a one-line name",
        arguments: [
            ("Ada Lovelace", "Ada Lovelace"),
            ("  Grace Hopper \t", "Grace Hopper"),
            ("\nLinus\n", "Linus"),
            ("José Ñúñez", "José Ñúñez"),
            ("Jose\u{301}", "Jose\u{301}"),
            ("محمد علي", "محمد علي"),
            ("李小龍", "李小龍"),
            ("👩‍👩‍👧‍👦 Family", "👩‍👩‍👧‍👦 Family"),
            ("O'Brien; DROP TABLE users;--", "O'Brien; DROP TABLE users;--"),
        ])
    func acceptsValidName(raw: String, expected: String) throws {
        #expect(try PersonName(raw).value == expected)
    }

    @Test(
        "refuses an empty or blank name",
        arguments: ["", " ", "\t\t", "\n", " \u{3000} "])
    func refusesBlankName(raw: String) {
        #expect(throws: ValidationError(field: .personName, problem: .empty)) { try PersonName(raw) }
    }

    @Test(
        "refuses line breaks inside the name",
        arguments: ["Ada\nLovelace", "Ada\rLovelace", "Ada\u{2028}Lovelace", "Ada\u{85}Lovelace"])
    func refusesLineBreak(raw: String) {
        #expect(throws: ValidationError(field: .personName, problem: .containsLineBreak)) {
            try PersonName(raw)
        }
    }

    @Test(
        "refuses control characters inside the name",
        arguments: ["Ada\u{0}Lovelace", "Ada\u{7}", "Ada\u{1B}[31m", "A\u{7F}da", "Ada\tLovelace"])
    func refusesControlCharacter(raw: String) {
        #expect(throws: ValidationError(field: .personName, problem: .containsControlCharacter)) {
            try PersonName(raw)
        }
    }

    @Test("is bounded at 100 characters, counting characters rather than bytes or scalars")
    func lengthBound() throws {
        #expect(try PersonName(String(repeating: "a", count: 100)).value.count == 100)
        #expect(try PersonName(String(repeating: "e\u{301}", count: 100)).value.count == 100)
        #expect(try PersonName(String(repeating: "👩‍👩‍👧", count: 100)).value.count == 100)
        #expect(throws: ValidationError(field: .personName, problem: .tooLong(maximum: 100))) {
            try PersonName(String(repeating: "a", count: 101))
        }
        #expect(throws: ValidationError(field: .personName, problem: .tooLong(maximum: 100))) {
            try PersonName(String(repeating: "é", count: 101))
        }
    }

    @Test("surrounding white space does not count towards the bound")
    func trimmedBeforeMeasuring() throws {
        let name = "  " + String(repeating: "a", count: 100) + "  "
        #expect(try PersonName(name).value.count == 100)
    }
}
