import Synchronization
import Testing

@testable import DataLayer

/// The page after a full one is asked for once the listing wants it and the page is known to be
/// full, whichever comes first; never for a page that is not full, and never twice.
@Suite("FollowingPageRequest and ArrayElementCount")
struct FollowingPageRequestTests {
    @Test(
        "an array's elements are counted without reading them: strings, escapes and nested values passed over",
        arguments: [
            ("[]", 0), (" \n[ ]", 0), ("[1]", 1), ("[1,2,3]", 3), (#"[{"a": [1, 2], "b": {"c": 3}}, 4]"#, 2),
            (#"["a,b", "c\"]", "d\\", "[{,"]"#, 4), ("[null, true, false]", 3), ("[[], {}, \"\"]", 3),
        ])
    func counts(_ body: String, _ count: Int) {
        #expect(ArrayElementCount.of(Array(body.utf8)) == count)
    }

    @Test("a body that is not one array has no count", arguments: ["", "{}", "3", "[1, 2", #"["a]"#])
    func noCount(_ body: String) {
        #expect(ArrayElementCount.of(Array(body.utf8)) == nil)
    }

    @Test("armed before the answer is complete, the next page is asked for when it is, if full")
    func armedFirst() {
        let (sut, asked) = makeSUT(size: 2)
        sut.arm(asked.ask)
        #expect(asked.count == 0, "nothing is asked before the answer is known full")
        sut.answerReceived(Array("[1, 2]".utf8))
        #expect(asked.count == 1)
        #expect(sut.take() != nil)
        #expect(sut.take() == nil, "taken once")
    }

    @Test("armed after a full answer, the next page is asked for at once; armed twice, once")
    func answerFirst() {
        let (sut, asked) = makeSUT(size: 2)
        sut.answerReceived(Array("[1, 2]".utf8))
        #expect(asked.count == 0, "nothing is asked before the listing wants it")
        sut.arm(asked.ask)
        sut.arm(asked.ask)
        #expect(asked.count == 1)
    }

    @Test(
        "a page that is not full (the last) or an answer that is not an array asks for nothing",
        arguments: ["[1]", "[1, 2, 3]", "{}"])
    func notFull(_ body: String) {
        let (early, askedEarly) = makeSUT(size: 2)
        early.arm(askedEarly.ask)
        early.answerReceived(Array(body.utf8))
        let (late, askedLate) = makeSUT(size: 2)
        late.answerReceived(Array(body.utf8))
        late.arm(askedLate.ask)
        #expect(askedEarly.count == 0 && askedLate.count == 0)
        #expect(early.take() == nil && late.take() == nil)
    }

    private func makeSUT(size: Int) -> (FollowingPageRequest, Asked) {
        (FollowingPageRequest(size: size), Asked())
    }

    /// Counts the requests made.
    private final class Asked: Sendable {
        private let made = Mutex(0)
        var count: Int { made.withLock { $0 } }

        var ask: @Sendable () -> RemoteItemPages {
            { [self] in
                made.withLock { $0 += 1 }
                return RemoteItemPages(
                    number: 2, size: 2, ownerID: nil, completed: nil, wholeAnswerLimit: 1_000)
            }
        }
    }
}
