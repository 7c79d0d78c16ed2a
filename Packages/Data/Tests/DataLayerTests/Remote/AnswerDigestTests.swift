import Testing

@testable import DataLayer

/// `AnswerDigest`: the same bytes give the same text in every run, and any change of a byte, of
/// the length or of the fields crew reads gives another.
@Suite("AnswerDigest")
struct AnswerDigestTests {
    @Test("the same bytes, the same digest; a byte changed anywhere, or one more, another")
    func tellsAnswersApart() {
        let answer = Array(#"[{"id": 1, "title": "one", "completed": false}]"#.utf8)
        let digest = Self.digest(answer)
        #expect(Self.digest(answer) == digest)
        var seen: Set<String> = [digest]
        for position in answer.indices {
            var changed = answer
            changed[position] ^= 0x01
            seen.insert(Self.digest(changed))
        }
        seen.insert(Self.digest(answer + [0x20]))
        seen.insert(Self.digest(Array(answer.dropLast())))
        #expect(seen.count == answer.count + 3, "each change gives a digest of its own")
        #expect(digest.hasPrefix("\(answer.count)-"))
    }

    @Test("every length from 0 to 24 bytes, a word and a tail, is told apart from the next")
    func tails() {
        let digests = (0...24).map { Self.digest(Array(repeating: 0, count: $0)) }
        #expect(Set(digests).count == digests.count)
    }

    @Test("the same in every run: a fixed answer's digest is the one written down")
    func stable() {
        // Written down from one run: a digest seeded anew in each process (as `Hasher` is) would
        // differ here, and every sync would read every page again.
        let answer = Array(#"[{"id": 1}]"#.utf8)
        #expect(
            answer.withUnsafeBufferPointer { AnswerDigest.of($0, readerFields: "estimate") }
                == "11-9f5acda7ae0bf3fe3b49aa1dbd7c9849")
    }

    @Test("a crew that reads other fields of the same bytes has another digest for them")
    func readerFields() {
        let answer = Array(#"[{"id": 1, "estimate": 5, "effort": 2}]"#.utf8)
        let digests = ["estimate", "estimate,effort", ""].map { fields in
            answer.withUnsafeBufferPointer { AnswerDigest.of($0, readerFields: fields) }
        }
        #expect(Set(digests).count == 3)
        #expect(
            AnswerDigest.readerFields.split(separator: ",").contains("estimate"),
            "what crew reads: its plain fields")
    }

    private static func digest(_ bytes: [UInt8]) -> String {
        bytes.withUnsafeBufferPointer { AnswerDigest.of($0) }
    }
}
