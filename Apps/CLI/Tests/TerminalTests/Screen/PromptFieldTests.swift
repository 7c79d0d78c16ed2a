import Testing

@testable import Terminal

@Suite("PromptField")
struct PromptFieldTests {
    @Test("typing inserts at the cursor; the arrows move it; Enter gives the text")
    func editing() {
        var field = PromptField(label: "Add: ", text: "Buy mlk")
        _ = field.handle(.left)
        _ = field.handle(.left)
        _ = field.handle(.character("i"))
        #expect(field.text == "Buy milk")
        #expect(field.cursorColumn == 5 + 6)
        #expect(field.handle(.enter) == .submitted("Buy milk"))
    }

    @Test("Ctrl-W removes the word before the cursor, Ctrl-U everything before it, Escape gives up")
    func removing() {
        var field = PromptField(label: "", text: "Buy oat milk")
        _ = field.handle(.deleteWord)
        #expect(field.text == "Buy oat ")
        _ = field.handle(.clearLine)
        #expect(field.text.isEmpty)
        _ = field.handle(.backspace)
        #expect(field.handle(.escape) == .cancelled)
    }
}
