/// The Levenshtein distance between two words, for "did you mean …?": over their first
/// `comparedLength` characters only, since a suggestion is at most 2 edits from a name of a dozen
/// letters; a 5 MB word typed by mistake then costs what a short one does (it took 28 s).
public enum EditDistance {
    /// How many characters of each word are compared: a longer paste costs no more.
    public static let comparedLength = 64

    /// The edit distance between the first ``comparedLength`` characters of `lhs` and `rhs`.
    public static func between(_ lhs: String, _ rhs: String) -> Int {
        let left = Array(lhs.prefix(comparedLength))
        let right = Array(rhs.prefix(comparedLength))
        var previous = Array(0...right.count)
        for (i, leftCharacter) in left.enumerated() {
            var current = [i + 1]
            for (j, rightCharacter) in right.enumerated() {
                current.append(
                    min(
                        previous[j + 1] + 1, current[j] + 1,
                        previous[j] + (leftCharacter == rightCharacter ? 0 : 1)))
            }
            previous = current
        }
        return previous[right.count]
    }
}
