import Testing

@testable import CrewCLI

@Suite("Appending text and numbers to a page of bytes")
struct ByteAppendingTests {
    @Test(
        "decimal digits are what String(Int) gives",
        arguments: [0, 7, 10, 42, 99_999, -1, -120, Int.max, Int.min, 9_007_199_254_740_991])
    func decimal(number: Int) {
        var bytes: [UInt8] = Array("x".utf8)
        bytes.appendDecimal(number)
        #expect(String(decoding: bytes, as: UTF8.self) == "x" + String(number))
    }

    @Test(
        "text is appended byte for byte, small and large strings alike",
        arguments: [
            "", "a", "fifteen bytes!!", "sixteen bytes!!!", "née 👩🏽‍💻 קנה",
            String(repeating: "long ", count: 50),
        ])
    func utf8(text: String) {
        var bytes: [UInt8] = [0x41]
        bytes.appendUTF8(text)
        #expect(bytes == [0x41] + Array(text.utf8))
    }
}
