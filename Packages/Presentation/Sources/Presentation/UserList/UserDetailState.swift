/// One user and how many items they own.
public struct UserDetailState: ViewState {
    /// The user's row; `nil` until loaded.
    public var user: UserRow?
    /// "Owns 3 items, 1 done."
    public var itemsSummary = ""
    /// Whether a load runs now.
    public var isLoading = false
    /// What went wrong with the last load.
    public var error: UserFacingError?

    /// Nothing loaded yet.
    public init() {}

    public var description: String {
        var parts = [user.map { "user=\($0.id)" } ?? "user=nil"]
        if !itemsSummary.isEmpty { parts.append("items=\"\(itemsSummary)\"") }
        if isLoading { parts.append("loading") }
        if let error { parts.append("error=\"\(error.message)\"") }
        return "UserDetail(" + parts.joined(separator: " ") + ")"
    }
}
