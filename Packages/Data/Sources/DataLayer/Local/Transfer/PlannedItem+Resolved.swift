import Domain

extension PlannedItem {
    /// The item with its owner's id, once the plan's new users have theirs.
    func resolved(with addedUsers: [User]) -> NewItem {
        var resolved = item
        switch owner {
        case .nobody: resolved.ownerID = nil
        case .existing(let id): resolved.ownerID = id
        case .added(let index):
            resolved.ownerID = addedUsers.indices.contains(index) ? addedUsers[index].id : nil
        }
        return resolved
    }
}
