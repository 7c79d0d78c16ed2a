@testable import Terminal

/// Keys as a terminal sends them, scripted: each string's UTF-8 bytes in turn, and a resize
/// where the script says so; then the end of input.
struct ScriptedKeys: KeySource {
    enum Step {
        case typed(String)
        case resize
    }

    private var inputs: [KeyInput]

    init(_ steps: [Step]) {
        inputs = steps.flatMap { step -> [KeyInput] in
            switch step {
            case .typed(let text): text.utf8.map(KeyInput.byte)
            case .resize: [.resized]
            }
        }
    }

    /// Only text: `"abc\r"`.
    init(_ text: String) {
        self.init([.typed(text)])
    }

    mutating func next() -> KeyInput {
        inputs.isEmpty ? .end : inputs.removeFirst()
    }
}

/// A terminal that records what the line editor asked of it.
@MainActor
final class RecordingTerminal: RawTerminal {
    private(set) var calls: [String] = []

    func enterRaw() { calls.append("raw") }
    func restore() { calls.append("restore") }
    func suspend() { calls.append("suspend") }
}
