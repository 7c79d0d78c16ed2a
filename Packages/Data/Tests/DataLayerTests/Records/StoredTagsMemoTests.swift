import Domain
import DomainTestSupport
import Testing

@testable import DataLayer

@Suite("StoredTagsMemo: the tags a listing reads, each set once")
struct StoredTagsMemoTests {
    @Test("a set read again is the same tags; one that is not tags is refused every time it is read")
    func readsAsStoredTagsDoes() throws {
        var sut = StoredTagsMemo()
        let home = try Tags([Tag("home"), Tag("q1")])
        #expect(try sut.read(#"["home","q1"]"#) == home)
        #expect(try sut.read(#"["home","q1"]"#) == home, "read again, from the memo")
        #expect(try sut.read("[]") == .none)
        for _ in 0..<2 {
            #expect(throws: ValidationError(field: .tag, problem: .notATag)) { try sut.read(#""home""#) }
        }
    }

    @Test("past its capacity it still reads every set, parsing the ones it does not keep")
    func beyondCapacity() throws {
        var sut = StoredTagsMemo()
        for number in 0...(StoredTagsMemo.capacity + 10) {
            #expect(try sut.read(#"["t\#(number)"]"#) == (try Tags([Tag("t\(number)")])))
        }
    }
}
