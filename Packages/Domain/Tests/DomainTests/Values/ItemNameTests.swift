import Domain
import DomainTestSupport
import Testing

@Suite("ItemName")
struct ItemNameTests {
    @Test(
        "accepts and trims a one-line name, keeping it literally",
        arguments: [
            ("Buy milk", "Buy milk"),
            ("  Buy milk  ", "Buy milk"),
            ("100% done_ish", "100% done_ish"),
            ("'); DROP TABLE items;--", "'); DROP TABLE items;--"),
            ("קנה חלב", "קנה חלב"),
            ("🥛 milk", "🥛 milk"),
            ("\"quoted\" and 'single'", "\"quoted\" and 'single'"),
        ])
    func acceptsValidName(raw: String, expected: String) throws {
        #expect(try ItemName(raw).value == expected)
    }

    @Test("refuses blank names", arguments: ["", "   ", "\n\t"])
    func refusesBlank(raw: String) {
        #expect(throws: ValidationError(field: .itemName, problem: .empty)) { try ItemName(raw) }
    }

    @Test(
        "refuses control characters and line breaks",
        arguments: ["a\nb", "a\u{0}b", "a\u{1B}b", "a\u{2029}b"])
    func refusesControlAndLineBreaks(raw: String) {
        #expect(throws: ValidationError.self) { try ItemName(raw) }
    }

    @Test("is bounded at 200 characters")
    func lengthBound() throws {
        #expect(try ItemName(String(repeating: "x", count: 200)).value.count == 200)
        #expect(throws: ValidationError(field: .itemName, problem: .tooLong(maximum: 200))) {
            try ItemName(String(repeating: "x", count: 201))
        }
    }

    @Test(
        "allows the zero-width joiner that emoji sequences are made of",
        arguments: ["👨‍💻 code review", "👩🏽‍💻 pairing", "family 👨‍👩‍👧‍👦", "🏳️‍🌈 flag"])
    func allowsZeroWidthJoiner(raw: String) throws {
        #expect(try ItemName(raw).value.unicodeScalars.contains("\u{200D}"))
    }

    @Test(
        "refuses bidirectional controls and zero-width characters, which hide what a name says",
        arguments: [
            "invoice \u{202E}gpj.exe", "a\u{202A}b", "a\u{202B}b", "a\u{202C}b", "a\u{202D}b", "a\u{2066}b",
            "a\u{2067}b", "a\u{2068}b", "a\u{2069}b", "a\u{200B}b", "a\u{200C}b", "a\u{200E}b", "a\u{200F}b",
            "a\u{2060}b", "a\u{FEFF}b", "a\u{061C}b", "a\u{200D}b", "milk\u{200D}", "\u{200D}👍",
            // Every other format character: a soft hyphen, tag letters outside a flag, invisible
            // operators, the Arabic number sign.
            "soft\u{AD}hyphen", "tag\u{E0041}\u{E007F}", "a\u{E0001}", "a\u{2062}b", "\u{0600}12",
            "a\u{206F}", "a\u{FFF9}b", "a\u{1D173}",
        ])
    func refusesInvisibleFormatting(raw: String) {
        #expect {
            try ItemName(raw)
        } throws: { error in
            guard let error = error as? ValidationError, error.field == .itemName,
                case .invisibleCharacter(let scalar, let position) = error.problem
            else { return false }
            return raw.prefix(position).last?.unicodeScalars.contains(scalar) == true
        }
        #expect(throws: ValidationError.self) { try PersonName(raw) }
        #expect(throws: SearchError.queryContainsInvisibleCharacter) { try SearchQuery(raw) }
    }

    /// The ASCII fast path reads eight bytes at a time: every ASCII byte, at every position of a
    /// long name (both within a word and in the bytes after the last whole word), must be judged
    /// as the one-scalar-at-a-time rule judges it.
    @Test("judges every ASCII byte at every position of a long name as the scalar rule does")
    func everyASCIIByteAtEveryPosition() throws {
        let base = Array("abcdefghijklmnopqrst".utf8)
        for position in base.indices {
            for byte in UInt8(0)...0x7F {
                var bytes = base
                bytes[position] = byte
                let raw = String(decoding: bytes, as: UTF8.self)
                let scalar = Unicode.Scalar(byte)
                if scalar.properties.isWhitespace, position == 0 || position == base.count - 1 {
                    #expect(try ItemName(raw).value.utf8.count == base.count - 1)
                } else if byte < 0x20 || byte == 0x7F {
                    #expect(throws: ValidationError.self, "byte \(byte) at \(position)") { try ItemName(raw) }
                } else {
                    #expect(try ItemName(raw).value == raw, "byte \(byte) at \(position)")
                }
            }
        }
    }

    @Test("names the invisible character and the position of the character that holds it")
    func namesTheInvisibleCharacter() {
        #expect(
            throws: ValidationError(field: .itemName, problem: .invisibleCharacter("\u{AD}", position: 5))
        ) {
            try ItemName("soft\u{AD}hyphen")
        }
    }

    @Test("keeps what an emoji is made of: the tag letters of a flag, a joiner between two emoji")
    func keepsEmojiSequences() throws {
        let england = "\u{1F3F4}\u{E0067}\u{E0062}\u{E0065}\u{E006E}\u{E0067}\u{E007F}"
        #expect(try ItemName("Visit \(england)").value == "Visit \(england)")
        #expect(try ItemName("Pair with 👩🏽‍💻").value == "Pair with 👩🏽‍💻")
    }

    @Test(
        "bounds what one character may carry: eight combining marks in a row, five bytes a character on average"
    )
    func boundsMarks() throws {
        let eight = "a" + String(repeating: "\u{301}", count: 8)
        #expect(try ItemName(eight).value == eight)
        #expect(throws: ValidationError(field: .itemName, problem: .tooManyMarks(maximum: 8))) {
            try ItemName(eight + "\u{301}")
        }
        // One character without end: emoji joined by zero-width joiners (what a 100 MB "name" of
        // length 1 was made of, with marks).
        let chained = "👍" + String(repeating: "\u{200D}👍", count: 2_500)
        #expect(chained.count == 1)
        #expect(throws: ValidationError(field: .itemName, problem: .tooManyBytes(maximum: 10_000))) {
            try ItemName(chained)
        }
        // Two hundred families of four with skin tones (41 bytes each) are within it.
        let family = "👩🏽\u{200D}👩🏽\u{200D}👧🏽\u{200D}👦🏽"
        #expect(try ItemName(String(repeating: family, count: 200)).value.count == 200)
    }
}
