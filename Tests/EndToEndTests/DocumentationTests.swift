import DataTestSupport
import Foundation
import Testing

/// Every `console` block of the documentation (README.md, the user guide in `Documentation/`, and
/// every DocC catalog's articles), run as written in a fresh temporary store, prints what the
/// block shows: the documentation cannot drift from crew.
///
/// In a block, a line starting with `$ ` is a command (run by `sh`, with `crew` the built binary);
/// the lines after it, up to the next command, are what it prints (standard output and error, in
/// order). A command whose comment says `# on a terminal` runs in a terminal 80 columns wide (no
/// colors), the way a person sees it; the others run in a pipe, as a script does. In an expected
/// line, `"…"` stands for any JSON string (a time, an identity), and a bare `…` for any text (a
/// day counted from today, which the run's date decides). The time zone is fixed (TZ=UTC).
@Suite("Documentation: every console block prints what it shows")
struct DocumentationTests {
    @Test("the README and the user guide have console blocks, each a tour from an empty store")
    func hasBlocks() throws {
        let files = Set(try Self.blocks().map(\.file))
        #expect(files.contains("README.md"))
        #expect(files.contains("Documentation/UserGuide.md"))
        #expect(try Self.blocks().count >= 4)
    }

    @Test("every Markdown file of the documentation is read: the README, the guide, each catalog")
    func readsEveryDocument() throws {
        let documents = try Self.documents().map(\.path)
        #expect(documents.contains("README.md"))
        #expect(documents.contains("Documentation/UserGuide.md"))
        #expect(documents.contains("Packages/Domain/Sources/Domain/Domain.docc/Domain.md"))
        #expect(documents.contains { $0.hasPrefix("Apps/CLI/Sources/CommandGrammar/CommandGrammar.docc/") })
    }

    @Test(
        "each console block, run as written, prints what its document shows",
        arguments: try DocumentationTests.blocks())
    func blockRuns(block: ConsoleBlock) throws {
        let sandbox = try Sandbox()
        for step in block.steps {
            let printed = try run(step.command, in: sandbox)
            #expect(
                ConsoleBlock.matches(printed, step.expected),
                "\(block.file) line \(step.line): $ \(step.command)\n--- it shows:\n\(step.expected.joined(separator: "\n"))\n--- crew printed:\n\(printed.joined(separator: "\n"))"
            )
        }
    }

    @Test("changing one expected line makes a block fail")
    func driftFails() throws {
        let block = try #require(try Self.blocks().first)
        let step = try #require(block.steps.first { !$0.expected.isEmpty })
        let sandbox = try Sandbox()
        let printed = try run(step.command, in: sandbox)
        #expect(ConsoleBlock.matches(printed, step.expected))
        var drifted = step.expected
        drifted[0] += " (changed)"
        #expect(!ConsoleBlock.matches(printed, drifted))
    }

    /// The lines a command printed, in a pipe or (marked so) in a terminal.
    private func run(_ command: String, in sandbox: Sandbox) throws -> [String] {
        let binary = try Sandbox.binary()
        let folder = sandbox.path("bin")
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let link = folder + "/crew"
        if !FileManager.default.fileExists(atPath: link) {
            try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: binary.path)
        }
        var environment = sandbox.environment
        environment["PATH"] = folder + ":" + (environment["PATH"] ?? "/usr/bin:/bin")
        environment["TZ"] = "UTC"
        environment["XDG_STATE_HOME"] = sandbox.path("state")
        environment["XDG_CONFIG_HOME"] = sandbox.path("config")
        let script: [String]
        if command.contains("# on a terminal") {
            environment["NO_COLOR"] = "1"
            script = ["script", "-qec", "stty cols 80 rows 40; " + command, "/dev/null"]
        } else {
            script = ["sh", "-c", "cd \"$HOME\" && { " + command + "\n} 2>&1"]
        }
        let run = try runProgram(script, input: "", environment: environment)
        let text = run.output.replacingOccurrences(of: "\r\n", with: "\n")
        var lines = text.components(separatedBy: "\n")
        if lines.last == "" { lines.removeLast() }
        return lines
    }

    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    /// The documentation's Markdown files, as paths from the repository's root: README.md, the
    /// user guide's folder, and every `.docc` catalog beside the packages' sources.
    static func documents() throws -> [(path: String, text: String)] {
        var paths = ["README.md"]
        let manager = FileManager.default
        for folder in ["Documentation", "Packages", "Apps"] {
            let root = repository.appendingPathComponent(folder)
            guard let walker = manager.enumerator(atPath: root.path) else { continue }
            for case let relative as String in walker where relative.hasSuffix(".md") {
                guard !relative.contains(".build/") else { continue }
                if folder == "Documentation" || relative.contains(".docc/") {
                    paths.append(folder + "/" + relative)
                }
            }
        }
        return try paths.sorted().map {
            ($0, try String(contentsOf: repository.appendingPathComponent($0), encoding: .utf8))
        }
    }

    static func blocks() throws -> [ConsoleBlock] {
        try documents().flatMap { ConsoleBlock.all(in: $0.text, file: $0.path) }
    }
}

/// One ```console block of a document: its commands, each with what it prints.
struct ConsoleBlock: Sendable, CustomTestStringConvertible {
    struct Step: Sendable {
        let command: String
        let expected: [String]
        /// The document's line of the command, for the failure's message.
        let line: Int
    }

    let file: String
    let line: Int
    let steps: [Step]

    var testDescription: String { "the block at \(file) line \(line)" }

    static func all(in readme: String, file: String) -> [ConsoleBlock] {
        var blocks: [ConsoleBlock] = []
        var steps: [Step]?
        var start = 0
        var command: (String, Int)?
        var expected: [String] = []
        for (index, line) in readme.components(separatedBy: "\n").enumerated() {
            if steps == nil {
                if line == "```console" {
                    steps = []
                    start = index + 1
                }
                continue
            }
            if line == "```" {
                if let command {
                    steps?.append(Step(command: command.0, expected: expected, line: command.1))
                }
                blocks.append(ConsoleBlock(file: file, line: start, steps: steps ?? []))
                (steps, command, expected) = (nil, nil, [])
            } else if line.hasPrefix("$ ") {
                if let command {
                    steps?.append(Step(command: command.0, expected: expected, line: command.1))
                }
                (command, expected) = ((String(line.dropFirst(2)), index + 1), [])
            } else {
                expected.append(line)
            }
        }
        return blocks
    }

    /// Whether what a command printed is what the document shows, `"…"` standing for any JSON string.
    static func matches(_ printed: [String], _ expected: [String]) -> Bool {
        guard printed.count == expected.count else { return false }
        return zip(printed, expected).allSatisfy { line, pattern in
            matches(Substring(line), Substring(pattern))
        }
    }

    /// One line against its pattern: `"…"` is any JSON string (a quote, anything but a quote, a
    /// quote), a bare `…` any text (a day relative to today, say); the rest as written.
    private static func matches(_ line: Substring, _ pattern: Substring) -> Bool {
        guard let wildcard = pattern.firstIndex(of: "…") else { return line == pattern }
        let isJSONString =
            wildcard > pattern.startIndex && pattern[pattern.index(before: wildcard)] == "\""
            && pattern[pattern.index(after: wildcard)...].first == "\""
        let literalEnd = isJSONString ? pattern.index(before: wildcard) : wildcard
        let literal = pattern[..<literalEnd]
        guard line.hasPrefix(literal) else { return false }
        let rest = line.dropFirst(literal.count)
        if isJSONString {
            guard rest.first == "\"", let close = rest.dropFirst().firstIndex(of: "\"") else { return false }
            return matches(
                rest[rest.index(after: close)...], pattern[pattern.index(wildcard, offsetBy: 2)...])
        }
        let after = pattern[pattern.index(after: wildcard)...]
        // Any text, at least one character: the shortest that lets the rest match.
        var end = rest.startIndex
        while end < rest.endIndex {
            end = rest.index(after: end)
            if matches(rest[end...], after) { return true }
        }
        return false
    }
}
