import Domain
import Presentation

/// `crew items done (ID... | - | FILTERS) [--yes] [--json]`
struct ItemsDoneCommand: BulkItemCommand {
    static let change = ItemChange(changed: "changed", offering: .pendingItems)
    static let spec = ItemChange.spec(
        name: "done", abstract: "Mark items done.", change: change,
        command: Self.self,
        examples: ["crew items done 42", "crew items done 4 7 9 --json", "crew done --tag sprint --user ada"])

    /// Filters that name no status choose these items.
    static let filteredStatus = ItemStatusFilter.pending
    static let bulkChange = BulkChange.complete

    let selection: [ItemSelectionWord]
    let filter: ItemListRequest?
    let json: JSONOutput?
    let confirmed: Bool

    static func perform(_ target: ItemTarget, on viewModel: ItemChangeViewModel) async {
        await viewModel.complete(target)
    }
}
