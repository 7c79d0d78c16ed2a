import Domain
import FuzzSupport
import Presentation

@testable import CrewCLI

/// What completion prints from a store: whatever e-mails and names the Domain accepts, every
/// candidate is one line of its own (each user's id, e-mail, then the words of the name that name
/// that user alone), with no control character a shell could act on (the scripts read one
/// candidate per line and treat it as data).
@_cdecl("LLVMFuzzerTestOneInput")
func fuzzCompletion(_ start: UnsafePointer<UInt8>?, _ count: Int) -> Int32 {
    let texts = Fuzzer.strings(Fuzzer.bytes(start, count))
    let users = texts.enumerated().compactMap { index, text -> User? in
        guard let email = try? EmailAddress(text), let id = User.ID(rawValue: index + 1),
            let name = (try? PersonName(text)) ?? (try? PersonName("Fuzzed \(index)"))
        else { return nil }
        return User(id: id, name: name, email: email)
    }
    let lines = CompletionCandidates.lines(of: users.map(UserRow.init))
    let words = FindUser.namingWords(of: users.map { (id: $0.id, name: $0.name.value) })
    let expected = users.flatMap { ["\($0.id)", $0.email.value] + (words[$0.id] ?? []) }
    precondition(lines == expected.filter(CompletionCandidates.isOneLine), "ids, e-mails, then name words")
    precondition(users.allSatisfy { lines.contains("\($0.id)") && lines.contains($0.email.value) })
    for word in words.values.joined() {
        precondition(!word.isEmpty && !word.contains(" "), "a name word is one word")
    }
    for line in lines {
        precondition(!line.contains("\n") && !line.contains("\r"), "a candidate is one line")
        precondition(!line.unicodeScalars.contains { $0.value < 0x20 || $0.value == 0x7F })
        precondition(CompletionCandidates.isOneLine(line))
    }
    // Whatever the text, the test for a line never lets a line break through.
    for text in texts where CompletionCandidates.isOneLine(text) {
        precondition(!text.unicodeScalars.contains { $0 == "\n" || $0 == "\r" || $0 == "\u{0}" })
    }
    return 0
}

@_cdecl("FuzzCompletion_main")
func main(_ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> Int32 {
    Fuzzer.run(argc, argv)
}
