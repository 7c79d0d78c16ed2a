import Domain
import Testing

@Suite("[String].joined: the Domain's own, as the standard library joins")
struct ArrayJoinedTests {
    @Test(
        "joins as the standard library's generic joined does",
        arguments: [[], [""], ["a"], ["a", "b"], ["", "b", ""], ["Zoë", "Ørsted", "a b", "ü"]])
    func joinsAsTheStandardLibrary(parts: [String]) {
        for separator in ["", ", ", "\t", "→"] {
            #expect(parts.joined(separator: separator) == AnySequence(parts).joined(separator: separator))
        }
        #expect(parts.joined() == AnySequence(parts).joined())
    }
}
