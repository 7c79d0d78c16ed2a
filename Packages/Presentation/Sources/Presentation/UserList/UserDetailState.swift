/// One user and how many items they own.
public struct UserDetailState: ViewState {
    public var user: UserRow?
    /// "Owns 3 items, 1 done."
    public var itemsSummary = ""
    public var isLoading = false
    public var error: UserFacingError?

    public init() {}

    public var description: String {
        var parts = [user.map { "user=\($0.id)" } ?? "user=nil"]
        if !itemsSummary.isEmpty { parts.append("items=\"\(itemsSummary)\"") }
        if isLoading { parts.append("loading") }
        if let error { parts.append("error=\"\(error.message)\"") }
        return "UserDetail(" + parts.joined(separator: " ") + ")"
    }
}
