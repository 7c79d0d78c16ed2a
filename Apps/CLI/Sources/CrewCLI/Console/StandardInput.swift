/// Standard input, read line by line.
@MainActor
final class StandardInput: LineInput {
    func readLine() -> String? {
        Swift.readLine(strippingNewline: true)
    }

    func readAll() -> String {
        var lines: [String] = []
        while let line = Swift.readLine(strippingNewline: false) { lines.append(line) }
        return lines.joined()
    }
}
