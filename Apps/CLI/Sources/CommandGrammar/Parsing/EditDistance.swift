/// Levenshtein distance, for "did you mean" suggestions on a mistyped command.
public enum EditDistance {
    public static func between(_ lhs: String, _ rhs: String) -> Int {
        let left = Array(lhs)
        let right = Array(rhs)
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
