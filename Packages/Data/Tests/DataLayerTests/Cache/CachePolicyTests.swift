import DataLayer
import Foundation
import Testing

@Suite("CachePolicy")
struct CachePolicyTests {
    private let now = Date(timeIntervalSince1970: 1_800_000_000)

    @Test(
        "accepts a copy up to the maximum age, not older, and not from the future",
        arguments: [(0.0, true), (60, true), (3_600, true), (3_600.001, false), (86_400, false), (-1, false)])
    func acceptsByAge(age: TimeInterval, accepted: Bool) {
        let fixedNow = now
        let sut = CachePolicy(maximumAge: 3_600) { fixedNow }
        #expect(sut.accepts(refreshedAt: now.addingTimeInterval(-age)) == accepted)
    }
}
