/// The line on which each element of a top-level JSON array starts, so that an import error can
/// name the line of the bad record (JSONSerialization does not say where things are).
enum JSONElementLines {
    static func startLines(in text: String) -> [Int] {
        var lines: [Int] = []
        var line = 1
        var depth = 0
        var inString = false
        var escaped = false
        var expectingElement = false
        for character in text {
            if character == "\n" { line += 1 }
            if inString {
                if escaped {
                    escaped = false
                } else if character == "\\" {
                    escaped = true
                } else if character == "\"" {
                    inString = false
                }
                continue
            }
            if expectingElement, !character.isWhitespace, character != "]" {
                lines.append(line)
                expectingElement = false
            }
            switch character {
            case "\"": inString = true
            case "[", "{":
                depth += 1
                if depth == 1 { expectingElement = true }
            case "]", "}": depth -= 1
            case "," where depth == 1: expectingElement = true
            default: break
            }
        }
        return lines
    }
}
