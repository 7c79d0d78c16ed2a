/// Which items a listing shows by their owner.
public enum OwnerFilter: Hashable, Sendable {
    case anyone
    case user(User.ID)
    case nobody

    public func admits(_ item: Item) -> Bool {
        switch self {
        case .anyone: true
        case .user(let id): item.ownerID == id
        case .nobody: item.ownerID == nil
        }
    }
}
