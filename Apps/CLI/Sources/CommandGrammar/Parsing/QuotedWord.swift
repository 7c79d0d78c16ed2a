/// A word a message quotes back (an unknown command or option): at most its first 64 characters
/// and an ellipsis, so that a mistaken paste is never echoed whole.
public enum QuotedWord {
    /// `word` as a message quotes it: whole when short, else its first characters and an ellipsis.
    public static func shown(_ word: some StringProtocol) -> String {
        word.count > EditDistance.comparedLength
            ? String(word.prefix(EditDistance.comparedLength)) + "…" : String(word)
    }
}
