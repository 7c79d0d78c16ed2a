import Domain
import DomainTestSupport
import Testing

@Suite("SearchRank over UTF-8 bytes: the same rank as over the text")
struct SearchRankBytesTests {
    @Test(
        "every rank, and no match, as the text's rule gives them",
        arguments: [
            ("Buy milk", "buy milk"), ("Buy milk", "BUY"), ("buy oat milk", "mil"), ("buy oat milk", "at m"),
            ("Résumé review", "resume"), ("Zoë's list", "zoe"), ("Straße", "strasse"), ("ØRESUND", "oresund"),
            ("call Bob", "alice"), ("", "xy"), ("日本語のメモ", "メモ"),
        ])
    func sameRank(name: String, search: String) {
        let searched = query(search)
        var bytes = Array(name.utf8)
        let fromBytes = bytes.withUnsafeMutableBufferPointer {
            SearchRank(ofUTF8: UnsafeBufferPointer($0), for: searched)
        }
        #expect(fromBytes == SearchRank(ofText: name, for: searched))
    }

    @Test("bytes that are not UTF-8 rank as the text decoded from them, with replacement characters")
    func invalidBytes() {
        let bytes: [UInt8] = [0x6D, 0x69, 0x6C, 0x6B, 0xFF, 0x20, 0x74, 0x65, 0x61]
        let decoded = String(decoding: bytes, as: UTF8.self)
        for search in ["milk", "tea", "lk\u{FFFD} t", "coffee"] {
            let rank = bytes.withUnsafeBufferPointer { SearchRank(ofUTF8: $0, for: query(search)) }
            #expect(rank == SearchRank(ofText: decoded, for: query(search)), "\(search)")
        }
    }
}
