import Domain

/// The use cases an item list drives, created by the composition root.
public struct ItemListUseCases: Sendable {
    /// Lists items.
    public let list: ListItems
    /// Searches items.
    public let search: SearchItems
    /// Counts items.
    public let summarize: SummarizeItems
    /// Adds an item.
    public let add: AddItem
    /// Completes items.
    public let complete: CompleteItems
    /// Reopens items.
    public let reopen: ReopenItems
    /// Renames an item.
    public let rename: RenameItem
    /// Assigns items.
    public let assign: AssignItem
    /// Removes items.
    public let remove: RemoveItems
    /// Edits items.
    public let edit: EditItem
    /// Adds notes to items.
    public let annotate: AnnotateItem
    /// Counts and names the items a change to several would reach, before it is made.
    public let preview: PreviewChange
    /// Finds the user a person names.
    public let findUser: FindUser
    /// The users, for the owners' names a listing shows a person.
    public let users: ListUsers
    /// The day in the local time zone, which a confirmation names a due day against (`nil`:
    /// every day is named with its year).
    public let today: DueDate?

    /// The use cases an item list runs.
    public init(
        list: ListItems, search: SearchItems, summarize: SummarizeItems, add: AddItem,
        complete: CompleteItems,
        reopen: ReopenItems, rename: RenameItem, assign: AssignItem, remove: RemoveItems, edit: EditItem,
        annotate: AnnotateItem, preview: PreviewChange, findUser: FindUser, users: ListUsers,
        today: DueDate? = nil
    ) {
        self.today = today
        self.list = list
        self.search = search
        self.summarize = summarize
        self.add = add
        self.complete = complete
        self.reopen = reopen
        self.rename = rename
        self.assign = assign
        self.remove = remove
        self.edit = edit
        self.annotate = annotate
        self.preview = preview
        self.findUser = findUser
        self.users = users
    }

    /// All of them over one pair of repositories, stamping items with `clock`; `today` is the
    /// day in the local time zone (a late recurring item's next one is due no earlier);
    /// `searchCountsUpTo`: a search's summary counts no further (a screen that searches as each
    /// key is typed).
    public init(
        items: any ItemRepository, users: any UserRepository, clock: WallClock, today: DueDate,
        searchCountsUpTo: Int? = nil
    ) {
        self.init(
            list: ListItems(items: items, users: users), search: SearchItems(items: items, users: users),
            summarize: SummarizeItems(items: items, users: users, searchCountsUpTo: searchCountsUpTo),
            add: AddItem(items: items, users: users, clock: clock),
            complete: CompleteItems(items: items, clock: clock, today: today),
            reopen: ReopenItems(items: items), rename: RenameItem(items: items),
            assign: AssignItem(items: items, users: users),
            remove: RemoveItems(items: items), edit: EditItem(items: items, users: users),
            annotate: AnnotateItem(items: items, clock: clock), preview: PreviewChange(items: items),
            findUser: FindUser(users: users), users: ListUsers(users: users), today: today)
    }
}
