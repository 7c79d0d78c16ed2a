import Domain
import Presentation

/// `crew items reopen (ID... | - | FILTERS) [--yes] [--json]`
struct ItemsReopenCommand: BulkItemCommand {
    static let change = ItemChange(changed: "changed", offering: .doneItems)
    static let spec = ItemChange.spec(
        name: "reopen", abstract: "Mark done items pending again.", change: change, command: Self.self,
        examples: ["crew items reopen 42"])

    /// Filters that name no status choose these items.
    static let filteredStatus = ItemStatusFilter.completed
    static let bulkChange = BulkChange.reopen

    let selection: [ItemSelectionWord]
    let filter: ItemListRequest?
    let json: JSONOutput?
    let confirmed: Bool

    static func perform(_ target: ItemTarget, on viewModel: ItemChangeViewModel) async {
        await viewModel.reopen(target)
    }
}
