import Testing

@testable import DataLayer

/// DataLayer's own `joined(separator:)` (specialized where it is called) joins as the standard
/// library's does, empty texts and slices included.
@Suite("Texts joined")
struct JoinedTests {
    @Test(
        "joins as the standard library does",
        arguments: [[], [""], ["a"], ["", ""], ["", "a"], ["a", ""], ["a", "b", "c"], ["é", "🚲", "x y"]])
    func joinsAsTheStandardLibrary(texts: [String]) {
        let expected = texts.isEmpty ? "" : texts.dropFirst().reduce(texts[0]) { $0 + ", " + $1 }
        #expect(texts.joined(separator: ", ") == expected)
        #expect(texts.joined() == texts.reduce("", +))
        #expect(texts.dropFirst().joined(separator: "-") == Array(texts.dropFirst()).joined(separator: "-"))
    }
}
