import Domain

/// A list on screen that shows a change before the store confirms it (``ItemListViewModel``): the
/// change view model tells it when a change starts, and how it settles, so the rows, the
/// confirmation and the summary arrive together. Each `begin` returns the number that settles it.
@MainActor
protocol ItemChangeDisplay: AnyObject {
    /// Shows a change to the rows `target` names at once (a filter's: the listed rows it admits),
    /// marked as saving.
    func beginChange(_ target: ItemTarget, apply: @escaping ItemChanges.Apply) -> Int
    /// Shows an item being added, as a placeholder row.
    func beginAdding(_ item: NewItem) -> Int
    /// The store confirmed change `number` with `items`.
    func confirmChange(_ number: Int, items: [Item], confirmation: String) async
    /// The store added `item`: it takes its placeholder's place.
    func confirmAdding(_ number: Int, item: Item, confirmation: String) async
    /// The store removed `ids`, returning `items` as they were.
    func confirmRemoval(_ number: Int, of ids: Set<Item.ID>, items: [Item], confirmation: String) async
    /// Change `number` failed and its rows roll back; `nil`: it failed before it began (an owner
    /// that cannot be found), and only the error shows.
    func failChange(_ number: Int?, _ error: any Error)
    /// The add `number` failed: its placeholder goes.
    func failAdding(_ number: Int, _ error: any Error)
}
