import Testing

@testable import DataLayer

/// `HTTPHeaderLines`: the fields of an answer's raw header lines, as a client reads them.
@Suite("HTTPHeaderLines")
struct HTTPHeaderLinesTests {
    @Test(
        "names lower-cased, values without the blanks around them; the status line and lines without a colon skipped"
    )
    func fields() {
        let text =
            "HTTP/1.1 200 OK\r\nContent-Type:  application/json \r\nX-Total-Count:\t10000\r\n"
            + "no colon here\r\nEmpty:\r\nLink: <http://h/?_page=2>; rel=\"next\"\nX-Odd:a:b\r\rServer:x\r\n\r\n"
        #expect(
            HTTPHeaderLines.parse(text) == [
                "content-type": "application/json", "x-total-count": "10000", "empty": "",
                "link": "<http://h/?_page=2>; rel=\"next\"", "x-odd": "a:b", "server": "x",
            ])
    }

    @Test("a field written twice keeps its last value; text that is not ASCII is kept as it is")
    func repeatedAndUnicode() {
        #expect(HTTPHeaderLines.parse("A: 1\r\na: 2\r\nÉtat: prêt\r\n") == ["a": "2", "état": "prêt"])
        #expect(HTTPHeaderLines.parse("") == [:])
    }
}
