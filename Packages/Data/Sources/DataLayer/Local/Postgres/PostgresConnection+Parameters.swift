/// How the store's statements, written once for both engines with `?`, are sent to PostgreSQL.
extension PostgresConnection {
    /// The statement with PostgreSQL's numbered parameters (`$1`, `$2`, …) in place of `?`: the
    /// store writes its statements once for both engines. No statement holds a `?` that is not a
    /// parameter (crew uses none of PostgreSQL's `?` operators).
    static func numbered(_ sql: String) -> String {
        guard sql.utf8.contains(UInt8(ascii: "?")) else { return sql }
        var numbered = ""
        var count = 0
        for character in sql {
            if character == "?" {
                count += 1
                numbered += "$\(count)"
            } else {
                numbered.append(character)
            }
        }
        return numbered
    }
}
