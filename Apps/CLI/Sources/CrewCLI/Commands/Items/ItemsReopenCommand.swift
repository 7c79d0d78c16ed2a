import Domain
import Presentation

/// `crew items reopen ID... [--json]`
struct ItemsReopenCommand: BulkItemCommand {
    static let change = ItemChange(changed: "changed")
    static let spec = ItemChange.spec(
        name: "reopen", abstract: "Mark done items pending again.", change: change, command: Self.self,
        examples: ["crew items reopen 42"])

    let selection: [ItemSelectionWord]
    let json: JSONOutput?

    static func perform(_ ids: [Item.ID], on viewModel: ItemChangeViewModel) async {
        await viewModel.reopen(ids)
    }
}
