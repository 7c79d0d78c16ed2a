/// How much an item matters: high, medium or low (an item without one has none).
public enum Priority: String, CaseIterable, Hashable, Sendable, CustomStringConvertible {
    /// Do it first.
    case high
    /// Neither first nor last.
    case medium
    /// When there is time.
    case low

    /// `high`, `medium` or `low`, or their first letters `h`, `m`, `l`, in any case.
    public init(_ raw: String) throws(ValidationError) {
        let text = raw.trimmingWhitespace.lowercased()
        guard
            let priority = Priority(rawValue: text)
                ?? Priority.allCases.first(where: { text == String($0.rawValue.prefix(1)) })
        else {
            throw ValidationError(field: .priority, problem: .notOneOf(Priority.allCases.map(\.rawValue)))
        }
        self = priority
    }

    /// 0 for high, 1 for medium, 2 for low: the order `--sort priority` lists them in.
    public var rank: Int {
        switch self {
        case .high: 0
        case .medium: 1
        case .low: 2
        }
    }

    /// The word a person types and reads: `high`, `medium`, `low`.
    public var description: String { rawValue }
}
