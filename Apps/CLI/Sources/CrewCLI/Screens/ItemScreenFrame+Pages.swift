import Presentation
import Terminal

/// The views over the list that scroll (j/k, PgDn/PgUp, g/G): the keys, the opened item and
/// the last messages, each wrapped to the terminal's width, so a small terminal shows all of
/// them a screenful at a time rather than cutting them off.
extension ItemScreenFrame {
    /// The rows a page shows: all but the header, its title, the status line and the footer.
    var pageRows: Int { max(1, height - 4) }

    /// How far a page of `lineCount` lines scrolls: the lines past its first screenful.
    func scrollLimit(lineCount: Int) -> Int { max(0, lineCount - pageRows) }

    /// The title and lines of the page `mode` shows; `nil` for the list and its prompts.
    func page(of state: ItemScreenState, mode: ScreenMode, messages: [String]) -> (
        title: String?, lines: [[TextSegment]]
    )? {
        switch mode {
        case .help: ("Keys", helpLines())
        case .detail: (nil, detailLines(state.detail))
        case .messages:
            (
                "Messages, newest last",
                messages.flatMap { message in
                    WordWrap.lines(message, width: width).map { [TextSegment($0)] }
                }
            )
        default: nil
        }
    }

    /// Draws `page` from line `scroll` on, under its title.
    func draw(_ page: (title: String?, lines: [[TextSegment]]), scroll: Int, into frame: inout Frame) {
        if let title = page.title { frame.write(title, row: 1, column: 0, style: CellStyle(isBold: true)) }
        for (index, line) in page.lines.dropFirst(scroll).prefix(pageRows).enumerated() {
            var column = 0
            for segment in line {
                column = frame.write(
                    segment.text, row: 2 + index, column: column, style: Self.style(segment.emphasis))
            }
        }
    }

    /// What the footer says under a page: how to leave, and where the page stands when it scrolls.
    func pageFooter(lineCount: Int, scroll: Int) -> String {
        let back = "Esc or q: back to the list"
        guard lineCount > pageRows else { return back }
        let last = min(lineCount, scroll + pageRows)
        return back + "  j/k PgDn PgUp: lines \(scroll + 1)–\(last) of \(lineCount)"
    }

    /// Each key with what it does, the text wrapped beside the keys' column.
    private func helpLines() -> [[TextSegment]] {
        let keyWidth = ScreenKeyHelp.keys.map { DisplayWidth.of($0.key) }.max() ?? 0
        let indent = keyWidth + 4
        return ScreenKeyHelp.keys.flatMap { entry in
            WordWrap.lines(entry.does, width: max(10, width - indent)).enumerated().map { index, text in
                let key = index == 0 ? entry.key : ""
                return [
                    TextSegment("  " + DisplayWidth.pad(key, to: keyWidth + 2), .bold), TextSegment(text),
                ]
            }
        }
    }

    /// The opened item: loading, why it cannot be read (with its repair, in whole sentences), or
    /// its fields, notes and history.
    private func detailLines(_ detail: ItemDetailState?) -> [[TextSegment]] {
        guard let detail else { return [] }
        if detail.isLoading, detail.row == nil { return [[TextSegment("Loading…", .dim)]] }
        if let error = detail.error, detail.row == nil {
            return WordWrap.lines(error.message, width: width).map { [TextSegment($0, .red)] }
        }
        return ItemDetailLines.lines(of: detail)
    }
}
