/// What one word of a command line is, before the tree is asked.
public enum CommandLineWord {
    /// `-h`, `--json`, but not `-3` (a negative number is a value) and not `-` (standard input).
    public static func looksLikeOption(_ token: String) -> Bool {
        guard token.hasPrefix("-"), token.count > 1 else { return false }
        return !token.dropFirst().allSatisfy(\.isNumber)
    }
}
