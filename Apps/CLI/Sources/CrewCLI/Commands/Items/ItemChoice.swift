import Domain
import Presentation

/// What the words of a command that changes items chose: ids as given (`-` read already), or the
/// listing's filters, which become the target "every item they admit" once their owners are found.
enum ItemChoice: Equatable {
    case ids([Item.ID])
    case filter(ItemListRequest)
}
