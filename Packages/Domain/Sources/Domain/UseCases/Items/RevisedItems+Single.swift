extension RevisedItems where Outcome == Item {
    /// A change to one item: the item as stored, or as it was when the change left it as it was.
    func single(_ id: Item.ID) -> ChangedItems {
        guard let stored = updated.first else { return ChangedItems(items: [outcome], unchanged: [id]) }
        return ChangedItems(items: [stored])
    }
}
