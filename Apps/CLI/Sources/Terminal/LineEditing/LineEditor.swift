#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Reads a line at a terminal with the keys people expect (written here: no outside package):
/// Left/Right, Home/End, Backspace/Delete, Ctrl-A/E/B/F/K/U/W/L, Up/Down through the history,
/// Ctrl-R to search it backwards, Tab to complete, Ctrl-C to clear the line, Ctrl-D on an empty
/// line to quit, Ctrl-Z to suspend. The cursor moves by display width, so wide characters (CJK,
/// emoji) edit cleanly. The terminal is raw only while a line is being read.
@MainActor
package final class LineEditor {
    /// The words that may complete the word before the cursor, given the text before the cursor.
    package typealias Completion = (String) -> [String]

    private let terminal: any RawTerminal
    private let history: ShellHistory
    let complete: Completion
    let write: (String) -> Void
    var buffer: [Character] = []
    /// The longest line it takes: 64 KiB of the commonest characters, as a piped line.
    static let maximumCharacters = 64 * 1024
    var cursor = 0
    private var prompt = ""
    private var keys: KeyReader
    /// The last read stopped for a resize: the next one goes on with the same line.
    private var isResuming = false
    /// A paste went past ``maximumCharacters`` and was cut: said once it is all read.
    private var wasCut = false
    /// The cut was said for this line: the rest of the same paste, arriving in later pieces, is
    /// dropped without saying it again (any other key, or the next line, forgets it).
    private var cutWasSaid = false
    /// The terminal's size, which lists of candidates are laid out and paged to (`nil`: unknown).
    package var terminalSize: () -> (columns: Int, rows: Int)? = { nil }
    /// The lines of candidates a Tab listed, and how many are shown: the next Tab shows the next
    /// page of them; any other key forgets them.
    var listing: (lines: [String], shown: Int)?

    /// What reading a line ended with.
    package enum Outcome: Equatable {
        case line(String)
        /// The terminal changed size: the caller draws again, then reads on (the line is kept).
        case resized
        /// Ctrl-L: the caller draws its screen again, then reads on (the line is kept).
        case redraw
        /// Ctrl-D on an empty line, or the end of input.
        case end
    }

    package init(
        terminal: any RawTerminal, keys: any KeySource, history: ShellHistory, complete: @escaping Completion,
        write: @escaping (String) -> Void
    ) {
        self.terminal = terminal
        self.keys = KeyReader(source: keys)
        self.history = history
        self.complete = complete
        self.write = write
    }

    /// The next line, a resize, or the end (Ctrl-D on an empty line, or the end of input).
    /// `remembering: false` keeps the line out of the history (the answer to a question).
    package func readLine(prompt: String, remembering: Bool = true) -> Outcome {
        self.prompt = prompt
        if !isResuming {
            buffer = []
            cursor = 0
        }
        isResuming = false
        var recalled = history.lines.count
        var draft: [Character] = []
        terminal.enterRaw()
        defer { terminal.restore() }
        redraw()
        cutWasSaid = false
        while let key = keys.next() {
            if case .tab = key {} else { listing = nil }
            if case .character = key {} else { cutWasSaid = false }
            switch key {
            case .enter:
                write("\r\n")
                let line = String(buffer)
                if remembering { history.add(line) }
                return .line(line)
            case .character(let character):
                // A paste past the longest line crew reads is cut there, said once it is all read.
                guard buffer.count < Self.maximumCharacters else {
                    wasCut = !cutWasSaid
                    // The rest of the paste read at once, dropped in bulk up to its next control
                    // key (an Enter is still taken): 5 MB took 5 s a key at a time.
                    keys.skipBufferedText()
                    if wasCut, !keys.hasBufferedInput { sayCut() }
                    continue
                }
                buffer.insert(character, at: cursor)
                cursor += 1
            case .backspace:
                if cursor > 0 {
                    cursor -= 1
                    buffer.remove(at: cursor)
                }
            case .delete:
                if cursor < buffer.count { buffer.remove(at: cursor) }
            case .left: cursor = max(0, cursor - 1)
            case .right: cursor = min(buffer.count, cursor + 1)
            case .home: cursor = 0
            case .end: cursor = buffer.count
            case .killToEnd: buffer.removeSubrange(cursor...)
            case .killToStart:
                buffer.removeSubrange(..<cursor)
                cursor = 0
            case .killWord:
                var start = cursor
                while start > 0, buffer[start - 1].isWhitespace { start -= 1 }
                while start > 0, !buffer[start - 1].isWhitespace { start -= 1 }
                buffer.removeSubrange(start..<cursor)
                cursor = start
            case .clearScreen:
                // Clearing alone would leave an empty screen where the caller's view was.
                write("\u{1B}[H\u{1B}[2J")
                isResuming = true
                return .redraw
            case .interrupt:
                write("^C\r\n")
                buffer = []
                cursor = 0
            case .endOfInput:
                if buffer.isEmpty {
                    write("\r\n")
                    return .end
                }
                if cursor < buffer.count { buffer.remove(at: cursor) }
            case .suspend:
                write("\r\n")
                terminal.suspend()
            case .up:
                guard recalled > 0 else { break }
                if recalled == history.lines.count { draft = buffer }
                recalled -= 1
                show(Array(history.lines[recalled]))
            case .down:
                guard recalled < history.lines.count else { break }
                recalled += 1
                show(recalled == history.lines.count ? draft : Array(history.lines[recalled]))
            case .tab: completeWord()
            case .reverseSearch:
                if let found = searchHistory() {
                    write("\r\n")
                    history.add(found)
                    return .line(found)
                }
            case .ignored: break
            case .resize:
                isResuming = true
                return .resized
            }
            // A paste is drawn once it is all read: redrawn at each key, a 5 MB paste took
            // minutes and wrote gigabytes.
            guard !keys.hasBufferedInput else { continue }
            if wasCut { sayCut() } else { redraw() }
        }
        write("\r\n")
        return .end
    }

    /// Draws the line, then says under it that a paste was cut, and puts the cursor back at the
    /// line's end: the sentence stays in sight below a line of many rows.
    private func sayCut() {
        wasCut = false
        cutWasSaid = true
        redraw()
        let sentence =
            "(a line holds at most \(Self.maximumCharacters) characters: the rest of the paste was left out)"
        let columns = max(1, terminalSize()?.columns ?? 80)
        let rows = (DisplayWidth.of(sentence) + columns - 1) / columns
        let column = DisplayWidth.of(prompt + String(buffer[..<cursor])) % columns
        write("\r\n" + sentence + "\u{1B}[\(rows)A\r" + (column > 0 ? "\u{1B}[\(column)C" : ""))
    }

    private func show(_ line: [Character]) {
        buffer = line
        cursor = line.count
    }

    /// The prompt and the line, then the cursor moved back over what follows it, by display width.
    private func redraw() {
        let after = DisplayWidth.of(String(buffer[cursor...]))
        write("\r" + prompt + String(buffer) + "\u{1B}[K" + (after > 0 ? "\u{1B}[\(after)D" : ""))
    }

    /// Ctrl-R: what is typed narrows the search; Ctrl-R again goes further back; Enter runs the
    /// line found; any other key keeps it to edit; Ctrl-C or Ctrl-G leaves the line as it was.
    private func searchHistory() -> String? {
        var query = ""
        var position = history.lines.count
        var found: String?
        func lookBack(from start: Int) {
            var index = start - 1
            while index >= 0 {
                if query.isEmpty || history.lines[index].contains(query) {
                    position = index
                    found = history.lines[index]
                    return
                }
                index -= 1
            }
        }
        func draw() {
            write("\r(reverse-i-search)`\(query)': \(found ?? "")\u{1B}[K")
        }
        lookBack(from: position)
        draw()
        while let key = keys.next() {
            switch key {
            case .character(let character):
                query.append(character)
                lookBack(from: position + 1)
            case .backspace:
                if !query.isEmpty { query.removeLast() }
            case .reverseSearch: lookBack(from: position)
            case .enter: return found
            case .interrupt, .ignored, .resize:
                return nil
            default:
                if let found { show(Array(found)) }
                return nil
            }
            draw()
        }
        return nil
    }
}
