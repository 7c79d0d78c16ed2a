import Domain
import Presentation

/// `crew items done ID... [--json]`
struct ItemsDoneCommand: BulkItemCommand {
    static let change = ItemChange(changed: "changed")
    static let spec = ItemChange.spec(
        name: "done", abstract: "Mark items done.", change: change,
        command: Self.self, examples: ["crew items done 42", "crew items done 4 7 9 --json"])

    static let bulkChange = BulkChange.complete

    let selection: [ItemSelectionWord]
    let json: JSONOutput?
    let confirmed: Bool

    static func perform(_ ids: [Item.ID], on viewModel: ItemChangeViewModel) async {
        await viewModel.complete(ids)
    }
}
