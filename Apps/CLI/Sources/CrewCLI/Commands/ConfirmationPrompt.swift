#if canImport(FoundationEssentials)
    // Foundation's essentials only: the rest of Foundation (CoreFoundation, ICU) would make
    // every start of the static crew pay for relocating tens of megabytes it does not use.
    import FoundationEssentials
#else
    import Foundation
#endif

/// Asks before a bulk delete, on a terminal only: a person at a keyboard gets `[y/N]`, while a
/// script (standard input not a terminal) is never asked, and `crew undo` is there for both.
@MainActor
struct ConfirmationPrompt {
    let console: Console

    /// Whether to go on: `true` without a terminal to ask on, else only for "y" or "yes".
    func allows(_ question: String) -> Bool {
        guard console.inputIsTerminal else { return true }
        console.output.flush()
        console.errors.write(question + " [y/N] ")
        console.errors.flush()
        guard let answer = try? console.input.readLine() else { return false }
        return ["y", "yes"].contains(answer.filter { !$0.isWhitespace }.lowercased())
    }
}
