@testable import CrewCLI

/// Collects what a command writes.
@MainActor
final class BufferOutput: TextOutput {
    private(set) var text = ""

    func write(_ text: String) {
        self.text += text
    }

    func write(bytes: [UInt8]) {
        text += String(decoding: bytes, as: UTF8.self)
    }

    func flush() {}

    var failure: OutputFailure? { nil }

    func retractionPoint() -> Int64? { Int64(text.utf8.count) }

    func retract(to point: Int64) {
        text = String(decoding: text.utf8.prefix(Int(point)), as: UTF8.self)
    }
}

/// Feeds lines to a command, as if typed or piped.
@MainActor
final class ScriptedInput: LineInput {
    private var lines: [String]

    init(_ lines: [String] = []) {
        self.lines = lines
    }

    func readLine() throws(InputReadError) -> String? {
        lines.isEmpty ? nil : lines.removeFirst()
    }

    func readAll() throws(InputReadError) -> [UInt8] {
        defer { lines.removeAll() }
        return Array(lines.map { $0 + "\n" }.joined().utf8)
    }
}

/// A console over buffers, as a terminal or as a pipe.
@MainActor
struct TestConsole {
    let output = BufferOutput()
    let errors = BufferOutput()
    let console: Console

    /// `asking`: the input is a terminal too, so a question is asked (and read from `input`).
    init(isTerminal: Bool = false, width: Int? = 80, input: [String] = [], asking: Bool = false) {
        console = Console(
            output: output, errors: errors, input: ScriptedInput(input), outputIsTerminal: isTerminal,
            inputIsTerminal: asking, width: isTerminal ? width : nil)
    }
}
