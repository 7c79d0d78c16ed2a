/// Which items a listing shows by their owner.
public enum OwnerFilter: Hashable, Sendable {
    /// Every item, whoever owns it.
    case anyone
    /// The items this user owns.
    case user(User.ID)
    /// The items no one owns.
    case nobody

    /// Whether `item` is owned as this filter asks.
    public func admits(_ item: Item) -> Bool {
        switch self {
        case .anyone: true
        case .user(let id): item.ownerID == id
        case .nobody: item.ownerID == nil
        }
    }
}
