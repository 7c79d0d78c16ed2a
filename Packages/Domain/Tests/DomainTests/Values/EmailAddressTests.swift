import Domain
import DomainTestSupport
import Testing

@Suite("EmailAddress")
struct EmailAddressTests {
    @Test(
        "accepts, trims and lower-cases valid addresses",
        arguments: [
            ("Sincere@april.biz", "sincere@april.biz"),
            ("  ada@example.com ", "ada@example.com"),
            ("first.last+tag@sub.example.co.uk", "first.last+tag@sub.example.co.uk"),
            ("ÜBER@exämple.de", "über@exämple.de"),
        ])
    func acceptsValid(raw: String, expected: String) throws {
        #expect(try EmailAddress(raw).value == expected)
    }

    @Test(
        "refuses malformed addresses with the precise defect",
        arguments: [
            ("ada.example.com", ValidationError.EmailAddressDefect.needsExactlyOneAtSign),
            ("a@b@example.com", .needsExactlyOneAtSign),
            ("@example.com", .missingLocalPart),
            ("ada@example", .invalidDomain),
            ("ada@", .invalidDomain),
            ("ada@.com", .invalidDomain),
            ("ada@example.", .invalidDomain),
            ("ada@exa..mple.com", .invalidDomain),
            ("ada lovelace@example.com", .containsWhitespace),
            ("ada@exa mple.com", .containsWhitespace),
            ("<ada@example.com>", .containsAngleBracket),
            ("ada@example.com>", .containsAngleBracket),
            ("<ada@example.com", .containsAngleBracket),
        ])
    func refusesMalformed(raw: String, defect: ValidationError.EmailAddressDefect) {
        #expect(throws: ValidationError(field: .emailAddress, problem: .malformed(defect))) {
            try EmailAddress(raw)
        }
    }

    @Test("refuses an empty address", arguments: ["", "  "])
    func refusesEmpty(raw: String) {
        #expect(throws: ValidationError(field: .emailAddress, problem: .empty)) { try EmailAddress(raw) }
    }

    @Test(
        "refuses control characters",
        arguments: ["ada\u{0}@example.com", "ada@example.com\u{1B}", "a\nb@c.de"])
    func refusesControlCharacters(raw: String) {
        #expect(throws: ValidationError(field: .emailAddress, problem: .containsControlCharacter)) {
            try EmailAddress(raw)
        }
    }

    @Test("is bounded at 254 characters in all and 64 in the local part")
    func lengthBounds() throws {
        let domain = "@" + String(repeating: "d", count: 185) + ".com"  // 190 characters
        let longest = String(repeating: "l", count: 64) + domain
        #expect(longest.count == 254)
        #expect(try EmailAddress(longest).value == longest)
        #expect(throws: ValidationError(field: .emailAddress, problem: .tooLong(maximum: 254))) {
            try EmailAddress("x" + longest)
        }
        #expect(throws: ValidationError(field: .emailAddress, problem: .tooLong(maximum: 64))) {
            try EmailAddress(String(repeating: "l", count: 65) + "@example.com")
        }
    }

    @Test("two addresses that differ only in case are equal")
    func comparesCaseInsensitively() throws {
        #expect(try EmailAddress("Ada@Example.COM") == EmailAddress("ada@example.com"))
    }
}
