import Domain
import Presentation

/// `crew items done ID... [--json]`
struct ItemsDoneCommand: BulkItemCommand {
    static let change = ItemChange(name: "done", abstract: "Mark items done.", changed: "changed")
    static let spec = change.spec(command: Self.self)

    let ids: [Item.ID]
    let json: Bool

    static func perform(_ ids: [Item.ID], on viewModel: ItemListViewModel) async {
        await viewModel.complete(ids)
    }
}
