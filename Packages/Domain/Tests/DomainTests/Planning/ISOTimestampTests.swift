import Domain
import Foundation
import Testing

@Suite("ISOTimestamp")
struct ISOTimestampTests {
    @Test(
        "a moment is written in UTC to the second, and read back as the same moment",
        arguments: [
            (0.0, "1970-01-01T00:00:00Z"), (1_795_932_130.0, "2026-11-29T06:02:10Z"),
            (951_782_400.0, "2000-02-29T00:00:00Z"), (-1.0, "1969-12-31T23:59:59Z"),
            (-86_400.0, "1969-12-31T00:00:00Z"), (253_402_300_799.0, "9999-12-31T23:59:59Z"),
        ])
    func roundTrip(seconds: Double, text: String) {
        #expect(ISOTimestamp.string(Date(timeIntervalSince1970: seconds)) == text)
        #expect(ISOTimestamp.date(text) == Date(timeIntervalSince1970: seconds))
    }

    @Test("a fraction of a second is dropped, when written and when read")
    func fractions() {
        #expect(ISOTimestamp.string(Date(timeIntervalSince1970: 10.75)) == "1970-01-01T00:00:10Z")
        #expect(ISOTimestamp.date("1970-01-01T00:00:10.75Z") == Date(timeIntervalSince1970: 10))
    }

    @Test(
        "anything else is no timestamp",
        arguments: [
            "", "2026-11-28", "2026-11-28T02:02:10", "2026-11-28 02:02:10Z", "2026-11-28T02:02:10+01:00",
            "2026-13-01T00:00:00Z", "2026-02-30T00:00:00Z", "2026-11-28T24:00:00Z", "2026-11-28T23:60:00Z",
            "2026-11-28T23:59:60Z", "2026-11-28T02:02:10.Z", "2026-11-28T02:02:10.5xZ",
            "2026-1a-28T02:02:10Z",
            "20261128T020210Z0000",
        ])
    func refused(text: String) {
        #expect(ISOTimestamp.date(text) == nil)
    }
}
