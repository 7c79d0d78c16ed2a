import Domain
import DomainTestSupport
import Testing

@testable import DataLayer

@Suite("BestMatches: every match's key in rank order, the best rows kept whole")
struct BestMatchesTests {
    @Test(
        "keys come out best first and the kept rows are the best ones, in the same order",
        arguments: [0, 1, 5, 40, 200])
    func keepsTheBest(capacity: Int) {
        var generator = SeededRandom(seed: UInt64(capacity) + 7)
        let keys = (1...120).map {
            RankedSearch.Key(
                rank: Int.random(in: 0...3, using: &generator), completed: $0 % 3 == 0 ? 1 : 0, id: $0)
        }.shuffled(using: &generator)
        var sut = BestMatches(capacity: capacity)
        var rowsRead = 0
        for key in keys {
            sut.add(key) {
                rowsRead += 1
                return .readable(makeItem(id: key.id, name: "match \(key.id)"))
            }
        }
        let (ordered, rows) = sut.ordered()
        let expected = keys.sorted { ($0.rank, $0.completed, $0.id) < ($1.rank, $1.completed, $1.id) }
        #expect(ordered == expected)
        #expect(rows.map { $0.item?.id.rawValue } == expected.prefix(capacity).map(\.id))
        // Below the capacity every row is kept; past it, only a match better than the worst kept.
        #expect(capacity >= keys.count ? rowsRead == keys.count : rowsRead < keys.count)
    }

    @Test("a match no better than the worst kept one is not read")
    func readsNoRowItDoesNotKeep() {
        var sut = BestMatches(capacity: 2)
        var read: [Int] = []
        for id in [1, 2, 3, 4] {
            sut.add(RankedSearch.Key(rank: 0, completed: 0, id: id)) {
                read.append(id)
                return .readable(makeItem(id: id))
            }
        }
        #expect(read == [1, 2])
        #expect(sut.ordered().rows.map { $0.item?.id.rawValue } == [1, 2])
    }

    @Test("keys read without rows are ordered too (a store that reads rows page by page)")
    func keysAlone() {
        var sut = BestMatches(capacity: 0)
        for id in [3, 1, 2] { sut.add(RankedSearch.Key(rank: id == 2 ? 0 : 1, completed: 0, id: id)) }
        let (keys, rows) = sut.ordered()
        #expect(keys.map(\.id) == [2, 1, 3])
        #expect(rows.isEmpty)
    }

    @Test("a key orders as its rank, then its status, then its id, and gives them back as they were")
    func keyOrder() {
        let key = RankedSearch.Key(rank: 3, completed: 1, id: 42)
        #expect((key.rank, key.completed, key.id) == (3, 1, 42))
        #expect(key.keys == [3, 1, 42])
        #expect(
            RankedSearch.Key(rank: 0, completed: 1, id: 9) < RankedSearch.Key(rank: 1, completed: 0, id: 1))
        #expect(
            RankedSearch.Key(rank: 2, completed: 0, id: 9) < RankedSearch.Key(rank: 2, completed: 1, id: 1))
        #expect(
            RankedSearch.Key(rank: 2, completed: 1, id: 1) < RankedSearch.Key(rank: 2, completed: 1, id: 2))
    }
}
