/// A Swift source file reduced to its code: comments and the contents of string literals are
/// blanked out (line breaks kept), so that a rule never fires on prose or on text in quotes.
public struct SwiftSource: Sendable {
    public let path: String
    /// One entry per line of the file, with comments and string contents replaced by spaces.
    public let codeLines: [String]

    public init(path: String, text: String) {
        self.path = path
        self.codeLines = Self.strippingCommentsAndStrings(text).components(separatedBy: "\n")
    }

    /// The modules named by `import` declarations, with their line numbers (1-based). `pattern`
    /// is `SwiftSource.importPattern`, built once by the caller for every file it reads.
    public func imports(matching pattern: Regex<(Substring, Substring)>) -> [(module: String, line: Int)] {
        codeLines.enumerated().compactMap { index, line in
            guard line.containsText("import"), let match = line.firstMatch(of: pattern) else {
                return nil
            }
            let module = match.output.1.split(separator: ".").first.map(String.init) ?? String(match.output.1)
            return (module, index + 1)
        }
    }

    /// Lines (1-based) whose code matches `pattern`. `hint` is a word every match contains:
    /// a plain substring test skips most lines before the (much slower) regex runs.
    public func lines(containing hint: String, matching pattern: Regex<Substring>) -> [(
        text: String, line: Int
    )] {
        codeLines.enumerated().compactMap { index, line in
            line.containsText(hint) && line.contains(pattern) ? (line.trimmingWhitespace, index + 1) : nil
        }
    }

    /// Lines (1-based) that declare a `var` outside of any type, function or closure. `pattern`
    /// is `SwiftSource.topLevelVarPattern`, built once by the caller.
    public func topLevelVariableLines(matching pattern: Regex<Substring>) -> [(text: String, line: Int)] {
        var depth = 0
        var found: [(String, Int)] = []
        for (index, line) in codeLines.enumerated() {
            if depth == 0, line.containsText("var"), line.contains(pattern) {
                found.append((line.trimmingWhitespace, index + 1))
            }
            for byte in line.utf8 {
                if byte == UInt8(ascii: "{") {
                    depth += 1
                } else if byte == UInt8(ascii: "}") {
                    depth = max(0, depth - 1)
                }
            }
        }
        return found
    }

    // Regexes are not Sendable, so they are not stored here: each reader of many files builds
    // them once (building one costs more than matching a whole file).
    public static var importPattern: Regex<(Substring, Substring)> {
        /^\s*(?:@[A-Za-z_]+(?:\([^)]*\))?\s+)*(?:(?:public|package|internal|fileprivate|private)\s+)?import\s+(?:(?:typealias|struct|class|enum|protocol|let|var|func)\s+)?([A-Za-z_][A-Za-z0-9_.]*)/
    }
    public static var topLevelVarPattern: Regex<Substring> {
        /^\s*(?:(?:public|private|fileprivate|internal|package)\s+)?(?:nonisolated(?:\(unsafe\))?\s+)?var\s/
    }

    // A small state machine is enough: Swift's comments nest, strings may span lines
    // ("""), and raw strings (#"..."#) end only at a quote followed by as many #.
    static func strippingCommentsAndStrings(_ text: String) -> String {
        let characters = Array(text)
        var output = ""
        output.reserveCapacity(characters.count)
        var index = 0
        func peek(_ offset: Int) -> Character? {
            index + offset < characters.count ? characters[index + offset] : nil
        }
        func blank(_ character: Character) { output.append(character == "\n" ? "\n" : " ") }

        while index < characters.count {
            let character = characters[index]
            if character == "/", peek(1) == "/" {
                while index < characters.count, characters[index] != "\n" {
                    blank(characters[index])
                    index += 1
                }
            } else if character == "/", peek(1) == "*" {
                var depth = 0
                repeat {
                    if characters[index] == "/", peek(1) == "*" {
                        depth += 1
                        blank("/")
                        blank("*")
                        index += 2
                    } else if characters[index] == "*", peek(1) == "/" {
                        depth -= 1
                        blank("*")
                        blank("/")
                        index += 2
                    } else {
                        blank(characters[index])
                        index += 1
                    }
                } while depth > 0 && index < characters.count
            } else if character == "#" || character == "\"" {
                var hashes = 0
                while peek(hashes) == "#" { hashes += 1 }
                guard peek(hashes) == "\"" else {
                    output.append(character)
                    index += 1
                    continue
                }
                let isMultiline = peek(hashes + 1) == "\"" && peek(hashes + 2) == "\""
                let quotes = isMultiline ? 3 : 1
                output.append(
                    contentsOf: String(repeating: "#", count: hashes) + String(repeating: "\"", count: quotes)
                )
                index += hashes + quotes
                let closing = Array(
                    String(repeating: "\"", count: quotes) + String(repeating: "#", count: hashes))
                while index < characters.count {
                    if hashes == 0, characters[index] == "\\" {
                        blank(characters[index])
                        index += 1
                        if index < characters.count {
                            blank(characters[index])
                            index += 1
                        }
                        continue
                    }
                    if Array(characters[index..<min(characters.count, index + closing.count)]) == closing {
                        output.append(contentsOf: String(closing))
                        index += closing.count
                        break
                    }
                    if !isMultiline, characters[index] == "\n" { break }
                    blank(characters[index])
                    index += 1
                }
            } else {
                output.append(character)
                index += 1
            }
        }
        return output
    }
}

extension String {
    /// Whether `needle` occurs in the string, byte for byte. Every hint is ASCII, and a plain byte
    /// search is many times faster than Foundation's `contains`, which goes through NSString: it
    /// runs on every line of every file before a regex does.
    func containsText(_ needle: String) -> Bool {
        var haystack = self
        var needle = needle
        return haystack.withUTF8 { haystack in
            needle.withUTF8 { needle in
                guard let first = needle.first else { return true }
                guard haystack.count >= needle.count else { return false }
                var start = 0
                while start <= haystack.count - needle.count {
                    if haystack[start] == first {
                        var offset = 1
                        while offset < needle.count, haystack[start + offset] == needle[offset] {
                            offset += 1
                        }
                        if offset == needle.count { return true }
                    }
                    start += 1
                }
                return false
            }
        }
    }

    var trimmingWhitespace: String {
        String(drop(while: \.isWhitespace).reversed().drop(while: \.isWhitespace).reversed())
    }
}
