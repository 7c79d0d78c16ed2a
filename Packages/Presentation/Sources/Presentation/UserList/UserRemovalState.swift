/// A user's removal as a person sees it: first the question about exactly what will happen,
/// once everything is checked, then what happened.
public struct UserRemovalState: ViewState {
    /// "Remove Charles Xu (4) and release their 7 items?", once the removal is checked.
    public var question: String?
    /// "Removed Charles Xu (4); their 7 items now have no owner", once done.
    public var confirmation: String?
    /// Whether the check or the removal runs now.
    public var isRunning = false
    /// What went wrong; nothing was removed.
    public var error: UserFacingError?

    /// Nothing asked yet.
    public init() {}

    public var description: String {
        var parts: [String] = []
        if isRunning { parts.append("running") }
        if let question { parts.append("question=\"\(question)\"") }
        if let confirmation { parts.append("confirmation=\"\(confirmation)\"") }
        if let error { parts.append("error=\"\(error.message)\"") }
        return "UserRemoval(" + parts.joined(separator: " ") + ")"
    }
}
