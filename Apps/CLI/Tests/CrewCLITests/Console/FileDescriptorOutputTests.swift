import Foundation
import Testing

@testable import CrewCLI

/// The buffered writer of standard output, on a file of the test's own.
@Suite("File descriptor output")
@MainActor
struct FileDescriptorOutputTests {
    @Test(
        "a text longer than the buffer, cut mid-character by a block's end, arrives byte for byte after shorter writes"
    )
    func longTextArrivesWhole() throws {
        let path = FileManager.default.temporaryDirectory
            .appendingPathComponent("crew-output-\(UUID().uuidString)").path
        defer { unlink(path) }
        let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        try #require(descriptor >= 0)
        defer { close(descriptor) }
        let output = FileDescriptorOutput(descriptor: descriptor)
        // "é" is two bytes and the first write one: every later block ends inside a character.
        let long = (0..<40_000).map { "Completed item \($0): café\n" }.joined()
        output.write("x")
        output.write(long)
        output.write(bytes: Array("end".utf8))
        output.flush()

        #expect(output.failure == nil)
        let written = try Data(contentsOf: URL(fileURLWithPath: path))
        #expect(written.count == 1 + long.utf8.count + 3)
        #expect(written == Data(("x" + long + "end").utf8))
    }
}
