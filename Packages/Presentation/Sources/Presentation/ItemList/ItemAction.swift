import Domain

/// One change a person asked for, apart from how a view shows it: the items it is about, what it
/// does to their values (shown at once by a list on screen), the store's work, and the sentence
/// that says what became of each item. `ItemActions` makes them; a one-shot command runs one
/// (``ItemChangeViewModel``), a list on screen runs it optimistically (``ItemListViewModel``).
struct ItemAction {
    /// The items it is about: ids, or every item a filter admits (chosen by the store as it writes).
    let target: ItemTarget
    let apply: (inout NewItem) -> Void
    let perform: @MainActor () async throws -> ChangedItems
    /// What happened to an item: changed (`true`) or left as it was.
    let describe: (Item, Bool) -> String
    /// What is said of an item the change made along (a recurring item's next one).
    var describeAdded: (Item) -> String = { "Added item \($0.id): \($0.name)" }

    /// What a change says when its target chose no item (a filter that admits none, an empty
    /// listing piped in).
    static let nothingChosen = "No items were selected: nothing changed."

    /// The confirmation of a change that settled, a line per item, then a line per item it made;
    /// a target that chose nothing says so.
    func confirmation(of outcome: ChangedItems) -> String {
        if outcome.isEmpty { return Self.nothingChosen }
        // Written line by line into one text: an array of 100,000 lines beside the text they
        // join into was a bulk change's largest allocation once its items were written.
        var text = ""
        for item in outcome {
            if !text.isEmpty { text += "\n" }
            text += describe(item, !outcome.unchanged.contains(item.id))
        }
        for item in outcome.added { text += "\n" + describeAdded(item) }
        return text
    }
}
