/// One broken rule, at a file (relative to the repository root) and, for sources, a line.
public struct Violation: Sendable, Hashable, CustomStringConvertible {
    public let rule: Rule
    public let file: String
    public let line: Int?
    public let detail: String

    public init(rule: Rule, file: String, line: Int? = nil, detail: String) {
        self.rule = rule
        self.file = file
        self.line = line
        self.detail = detail
    }

    public var description: String {
        let location = line.map { "\(file):\($0)" } ?? file
        return "\(location): [\(rule.rawValue)] \(detail)"
    }
}
