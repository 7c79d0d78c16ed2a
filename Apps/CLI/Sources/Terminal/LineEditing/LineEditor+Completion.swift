/// Tab in the line editor: the word before the cursor completed as far as every candidate
/// agrees, the candidates listed a page at a time under the line when several are left.
extension LineEditor {
    /// Completes the word before the cursor: the only candidate whole, or what every candidate
    /// shares; several left are listed under the line.
    func completeWord() {
        if let listing, listing.shown < listing.lines.count {
            showPage(of: listing.lines, from: listing.shown)
            return
        }
        let before = String(buffer[..<cursor])
        let word = String(before.reversed().prefix { !$0.isWhitespace }.reversed())
        let candidates = complete(before).filter { $0.hasPrefix(word) }
        guard let first = candidates.first else { return }
        var shared = first
        for candidate in candidates.dropFirst() {
            while !candidate.hasPrefix(shared) { shared.removeLast() }
        }
        var insertion = Array(shared.dropFirst(word.count))
        if candidates.count == 1 { insertion.append(" ") }
        buffer.insert(contentsOf: insertion, at: cursor)
        cursor += insertion.count
        listing = nil
        if candidates.count > 1, insertion.isEmpty {
            showPage(of: CandidateColumns.lines(candidates, width: terminalSize()?.columns ?? 80), from: 0)
        }
    }

    /// Lists the candidates' lines from `start`, as many as the terminal's height leaves room
    /// for; when some are left, says how many and that Tab shows them.
    private func showPage(of lines: [String], from start: Int) {
        let room = max(1, (terminalSize()?.rows ?? 24) - 3)
        let end = min(lines.count, start + room)
        var text = "\r\n" + lines[start..<end].joined(separator: "\r\n") + "\r\n"
        if end < lines.count { text += "… \(lines.count - end) more lines: Tab for the next\r\n" }
        write(text)
        listing = (lines, end)
    }
}
