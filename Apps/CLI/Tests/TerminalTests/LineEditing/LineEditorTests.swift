import Testing

@testable import Terminal

/// Every key the user guide lists, driven through a scripted key source: what line each sequence
/// reads, and what it leaves on the screen.
@MainActor
@Suite("LineEditor")
struct LineEditorTests {
    @Test(
        "each editing key changes the line as a shell's does",
        arguments: Self.editing)
    func editingKeys(typed: String, line: String) {
        let sut = makeSUT(ScriptedKeys(typed))
        #expect(sut.editor.readLine(prompt: "> ") == .line(line))
    }

    nonisolated private static var editing: [(String, String)] {
        var cases: [(String, String)] = []
        cases.append(("abc\r", "abc"))
        cases.append(("abc" + left + left + "X\r", "aXbc"))
        cases.append(("abc" + left + left + right + "X\r", "abXc"))
        cases.append(("abc" + home + "X\r", "Xabc"))
        cases.append(("abc" + home + end + "X\r", "abcX"))
        cases.append(("abc" + ctrlA + "X\r", "Xabc"))
        cases.append(("abc" + ctrlA + ctrlE + "X\r", "abcX"))
        cases.append(("abc" + ctrlB + ctrlB + "X\r", "aXbc"))
        cases.append(("abc" + ctrlA + ctrlF + "X\r", "aXbc"))
        cases.append(("abc" + backspace + "\r", "ab"))
        cases.append(("abc" + left + backspace + "\r", "ac"))
        cases.append(("abc" + home + delete + "\r", "bc"))
        cases.append(("abc def" + left + left + left + ctrlK + "\r", "abc "))
        cases.append(("abc def" + left + left + left + ctrlU + "\r", "def"))
        cases.append(("done 1 2" + ctrlW + "\r", "done 1 "))
        cases.append(("done 1 2  " + ctrlW + "\r", "done 1 "))
        cases.append(("abc" + ctrlC + "xyz\r", "xyz"))
        cases.append(("abc" + left + ctrlD + "\r", "ab"))
        cases.append(("\u{1B}OH" + "ab" + "\u{1B}[1~" + "X\r", "Xab"))
        cases.append(("ab" + "\u{07}" + "\u{1B}[Z" + "c\r", "abc"))
        return cases
    }

    @Test("wide characters and emoji are inserted, deleted and stepped over whole")
    func wideCharacters() {
        let typed = "注文🚲" + Self.left + Self.left + "x" + Self.backspace + Self.backspace + "\r"
        let sut = makeSUT(ScriptedKeys(typed))
        #expect(sut.editor.readLine(prompt: "> ") == .line("文🚲"))
        // The cursor moves back over the width the characters take: 🚲 is two columns, 文 two.
        #expect(sut.screen.text.contains("\u{1B}[2D"))
        #expect(sut.screen.text.contains("\u{1B}[4D"))
    }

    @Test("Up and Down (and Ctrl-P, Ctrl-N) walk the history and come back to the line being typed")
    func history() {
        let walk: String = Self.up + Self.up + Self.down
        let back: String = Self.ctrlP + Self.ctrlP + Self.ctrlN + Self.ctrlN
        let sut = makeSUT(ScriptedKeys("draft" + walk + "\r" + back + "\r"), history: ["add one", "done 1"])
        #expect(sut.editor.readLine(prompt: "> ") == .line("done 1"))
        #expect(sut.editor.readLine(prompt: "> ") == .line(""))
        // A line recalled and run again is not kept twice in a row; an empty one is not kept.
        #expect(sut.history.lines == ["add one", "done 1"])
    }

    @Test(
        "Ctrl-R searches the history backwards; Enter runs the line found, Ctrl-C leaves the line as it was")
    func reverseSearch() {
        let keys: String = Self.ctrlR + "ad\r" + "keep" + Self.ctrlR + "zzz" + Self.ctrlC + "\r"
        let sut = makeSUT(ScriptedKeys(keys), history: ["add one", "done 1", "remove 2"])
        #expect(sut.editor.readLine(prompt: "> ") == .line("add one"))
        #expect(sut.editor.readLine(prompt: "> ") == .line("keep"))
    }

    @Test("Tab completes the only candidate whole, what several share, and lists them when nothing is shared")
    func completion() {
        let sut = makeSUT(
            ScriptedKeys("do\t1\r" + "re\t\t\u{15}\r"),
            complete: { _ in ["done", "reopen", "remove", "rename"] })
        #expect(sut.editor.readLine(prompt: "> ") == .line("done 1"))
        #expect(sut.editor.readLine(prompt: "> ") == .line(""))
        #expect(sut.screen.text.contains("reopen  remove  rename"))
    }

    @Test(
        "candidates are laid out in columns that fit the terminal, never cut mid-word, and a second Tab pages them"
    )
    func candidatesInColumnsAndPages() {
        let candidates = (1...40).map { "user\($0)@example.org" }
        // "user" is what every candidate shares: each Tab lists a page of 5 lines, 2 columns.
        let sut = makeSUT(ScriptedKeys("user\t\t\t\t\u{15}\r"), complete: { _ in candidates })
        sut.editor.terminalSize = { (columns: 50, rows: 8) }
        #expect(sut.editor.readLine(prompt: "> ") == .line(""))
        let listed = sut.screen.text.components(separatedBy: "\r\n").filter { $0.contains("@example.org") }
        #expect(listed.allSatisfy { DisplayWidth.of($0) <= 50 }, "\(listed)")
        let words = listed.flatMap { $0.split(separator: " ").map(String.init) }
        #expect(Set(words) == Set(candidates), "every candidate whole, once the pages are seen")
        #expect(words.count == candidates.count, "each page shows candidates not shown before")
        #expect(sut.screen.text.contains("more lines: Tab for the next"))
    }

    @Test("the columns read down: a candidate longer than the terminal stands alone on its line")
    func columnLayout() {
        #expect(CandidateColumns.lines(["a", "b", "c", "d", "e"], width: 7) == ["a  c  e", "b  d"])
        #expect(CandidateColumns.lines(["a", "bb"], width: 80) == ["a   bb"])
        #expect(CandidateColumns.lines(["a-very-long-word", "b"], width: 5) == ["a-very-long-word", "b"])
        #expect(CandidateColumns.lines(["山田", "ab"], width: 10) == ["山田  ab"])
        #expect(CandidateColumns.lines(["山田", "ab"], width: 9) == ["山田", "ab"])
        #expect(CandidateColumns.lines([], width: 80).isEmpty)
    }

    @Test("Ctrl-L and a resize end the read for the caller to draw, and the next read goes on with the line")
    func redrawAndResize() {
        let sut = makeSUT(ScriptedKeys([.typed("ab" + Self.ctrlL), .resize, .typed("c\r")]))
        #expect(sut.editor.readLine(prompt: "> ") == .redraw)
        #expect(sut.screen.text.contains("\u{1B}[H\u{1B}[2J"))
        #expect(sut.editor.readLine(prompt: "> ") == .resized)
        #expect(sut.editor.readLine(prompt: "> ") == .line("abc"))
    }

    @Test("Ctrl-D on an empty line, or the end of input, ends; the terminal is raw only while a line is read")
    func endAndTerminal() {
        let sut = makeSUT(ScriptedKeys("a" + Self.ctrlZ + "\r" + Self.ctrlD))
        #expect(sut.editor.readLine(prompt: "> ") == .line("a"))
        #expect(sut.editor.readLine(prompt: "> ") == .end)
        #expect(sut.editor.readLine(prompt: "> ") == .end)
        #expect(sut.terminal.calls == ["raw", "suspend", "restore", "raw", "restore", "raw", "restore"])
    }

    @Test("an answer to a question stays out of the history")
    func notRemembered() {
        let sut = makeSUT(ScriptedKeys("y\r"))
        #expect(sut.editor.readLine(prompt: "Remove? ", remembering: false) == .line("y"))
        #expect(sut.history.lines.isEmpty)
    }

    // MARK: - Helpers

    nonisolated private static let ctrlA = "\u{01}"
    nonisolated private static let ctrlB = "\u{02}"
    nonisolated private static let ctrlC = "\u{03}"
    nonisolated private static let ctrlD = "\u{04}"
    nonisolated private static let ctrlE = "\u{05}"
    nonisolated private static let ctrlF = "\u{06}"
    nonisolated private static let ctrlK = "\u{0B}"
    nonisolated private static let ctrlL = "\u{0C}"
    nonisolated private static let ctrlN = "\u{0E}"
    nonisolated private static let ctrlP = "\u{10}"
    nonisolated private static let ctrlR = "\u{12}"
    nonisolated private static let ctrlU = "\u{15}"
    nonisolated private static let ctrlW = "\u{17}"
    nonisolated private static let ctrlZ = "\u{1A}"
    nonisolated private static let left = "\u{1B}[D"
    nonisolated private static let right = "\u{1B}[C"
    nonisolated private static let up = "\u{1B}[A"
    nonisolated private static let down = "\u{1B}[B"
    nonisolated private static let home = "\u{1B}[H"
    nonisolated private static let end = "\u{1B}[F"
    nonisolated private static let delete = "\u{1B}[3~"
    nonisolated private static let backspace = "\u{7F}"

    /// What the editor wrote, all of it.
    final class Screen {
        var text = ""
    }

    /// The editor under test and the doubles a test inspects.
    struct SUT {
        let editor: LineEditor
        let history: ShellHistory
        let screen: Screen
        let terminal: RecordingTerminal
    }

    private func makeSUT(
        _ keys: ScriptedKeys, history lines: [String] = [],
        complete: @escaping LineEditor.Completion = { _ in [] }
    ) -> SUT {
        let history = ShellHistory(path: nil, isSecret: { _ in false })
        for line in lines { history.add(line) }
        let screen = Screen()
        let terminal = RecordingTerminal()
        let editor = LineEditor(
            terminal: terminal, keys: keys, history: history, complete: complete, write: { screen.text += $0 }
        )
        return SUT(editor: editor, history: history, screen: screen, terminal: terminal)
    }
}
