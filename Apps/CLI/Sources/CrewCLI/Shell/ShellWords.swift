/// A line split into words the way a POSIX shell splits it: whitespace separates words, single
/// quotes keep everything literally, double quotes keep everything but `\"`, `\\`, `\$` and
/// `` \` `` (which drop the backslash), and a backslash outside quotes keeps the next character.
/// An unbalanced quote is an error, so a line a person did not finish changes nothing.
enum ShellWords {
    static func split(_ line: String) throws(ShellInputError) -> [String] {
        var words: [String] = []
        var word = ""
        var inWord = false
        var characters = line.makeIterator()
        while let character = characters.next() {
            switch character {
            case "'":
                inWord = true
                var closed = false
                while let next = characters.next() {
                    if next == "'" {
                        closed = true
                        break
                    }
                    word.append(next)
                }
                guard closed else { throw ShellInputError("unbalanced ' quote: nothing was done") }
            case "\"":
                inWord = true
                var closed = false
                while let next = characters.next() {
                    if next == "\"" {
                        closed = true
                        break
                    }
                    if next == "\\" {
                        guard let escaped = characters.next() else { break }
                        if !["\"", "\\", "$", "`"].contains(escaped) { word.append("\\") }
                        word.append(escaped)
                    } else {
                        word.append(next)
                    }
                }
                guard closed else { throw ShellInputError("unbalanced \" quote: nothing was done") }
            case "\\":
                inWord = true
                if let escaped = characters.next() { word.append(escaped) }
            case _ where character.isWhitespace:
                if inWord { words.append(word) }
                word = ""
                inWord = false
            default:
                inWord = true
                word.append(character)
            }
        }
        if inWord { words.append(word) }
        return words
    }
}
