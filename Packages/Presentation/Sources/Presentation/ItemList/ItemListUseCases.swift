import Domain

/// The use cases an item list drives, created by the composition root.
public struct ItemListUseCases: Sendable {
    public let list: ListItems
    public let search: SearchItems
    public let summarize: SummarizeItems
    public let add: AddItem
    public let complete: CompleteItem
    public let reopen: ReopenItem
    public let rename: RenameItem
    public let assign: AssignItem
    public let remove: RemoveItem

    public init(
        list: ListItems, search: SearchItems, summarize: SummarizeItems, add: AddItem, complete: CompleteItem,
        reopen: ReopenItem, rename: RenameItem, assign: AssignItem, remove: RemoveItem
    ) {
        self.list = list
        self.search = search
        self.summarize = summarize
        self.add = add
        self.complete = complete
        self.reopen = reopen
        self.rename = rename
        self.assign = assign
        self.remove = remove
    }

    /// All of them over one pair of repositories.
    public init(items: any ItemRepository, users: any UserRepository) {
        self.init(
            list: ListItems(items: items), search: SearchItems(items: items),
            summarize: SummarizeItems(items: items),
            add: AddItem(items: items, users: users), complete: CompleteItem(items: items),
            reopen: ReopenItem(items: items), rename: RenameItem(items: items),
            assign: AssignItem(items: items, users: users),
            remove: RemoveItem(items: items))
    }
}
