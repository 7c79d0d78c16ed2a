import Domain

/// Adds an item (optionally for an owner) or renames one, checking the name with the domain's
/// own rules as it is set.
@MainActor
public final class ItemFormViewModel {
    public enum Mode: Equatable, Sendable {
        case add(ownerID: Int?)
        case rename(itemID: Int)
    }

    private let mode: Mode
    private let addItem: AddItem
    private let renameItem: RenameItem
    private let observers = StateObservers(ItemFormState())

    public init(mode: Mode, addItem: AddItem, renameItem: RenameItem) {
        self.mode = mode
        self.addItem = addItem
        self.renameItem = renameItem
        if case .add(let ownerID?) = mode {
            observers.mutate {
                $0.ownerError = Self.message(FieldCheck.check { try User.ID(validating: ownerID) })
            }
        }
    }

    public var state: ItemFormState { observers.current }

    public func observe(_ onChange: @escaping @MainActor (ItemFormState) -> Void) -> Observation {
        observers.observe(onChange)
    }

    public func setName(_ name: String) {
        observers.mutate { state in
            state.name = name
            state.nameError = Self.message(FieldCheck.check { try ItemName(name) })
        }
    }

    public func save() async {
        let name = FieldCheck.check { try ItemName(state.name) }
        guard case .success(let itemName) = name, state.ownerError == nil else {
            observers.mutate { state in
                state.nameError = Self.message(name)
                state.error = UserFacingError(
                    message: state.ownerError ?? state.nameError ?? "", kind: .invalidInput)
            }
            return
        }
        observers.mutate { state in
            state.isSaving = true
            state.error = nil
        }
        do {
            let item: Item
            let verb: String
            switch mode {
            case .add(let ownerID):
                item = try await addItem.execute(
                    NewItem(name: itemName, ownerID: try ownerID.map { try User.ID(validating: $0) }))
                verb = "Added"
            case .rename(let id):
                item = try await renameItem.execute(try Item.ID(validating: id), to: itemName)
                verb = "Renamed"
            }
            observers.mutate { state in
                state.isSaving = false
                state.saved = ItemRow(item)
                state.confirmation = "\(verb) item \(item.id): \(item.name)"
            }
        } catch {
            observers.mutate { state in
                state.isSaving = false
                state.error = UserFacingError(error)
            }
        }
    }

    private static func message<Value>(_ result: Result<Value, UserFacingError>) -> String? {
        if case .failure(let problem) = result { return problem.message }
        return nil
    }
}
