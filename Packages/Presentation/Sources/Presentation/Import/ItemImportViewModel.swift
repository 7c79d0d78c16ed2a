import Domain

/// Imports a batch of items, all or nothing.
@MainActor
public final class ItemImportViewModel: ViewModel {
    private let importItems: ImportItems
    private let observers = StateObservers(ItemImportState())

    /// A view model that imports with `importItems`.
    public init(importItems: ImportItems) {
        self.importItems = importItems
    }

    /// The import as it stands.
    public var state: ItemImportState { observers.current }

    /// Calls `onChange` with every new state until the observation is cancelled.
    public func observe(_ onChange: @escaping @MainActor (ItemImportState) -> Void) -> Observation {
        observers.observe(onChange)
    }

    /// Adds every item of `items` in one write, all or nothing.
    public func run(_ items: [NewItem]) async {
        observers.update(ItemImportState(isRunning: true))
        do {
            let stored = try await importItems.execute(items)
            observers.mutate { state in
                state.isRunning = false
                state.imported = stored
                state.confirmation = "Imported \(stored.count) \(stored.count == 1 ? "item" : "items")."
            }
        } catch {
            observers.mutate { state in
                state.isRunning = false
                state.error = UserFacingError(error)
                state.failedIndex = Self.index(of: error, in: items)
                if case DomainError.leftOnServer = error { state.isPartial = true }
            }
        }
    }

    /// Which item an error is about: the first with the missing owner, or the taken id.
    private static func index(of error: any Error, in items: [NewItem]) -> Int? {
        switch error as? DomainError {
        case .userNotFound(let owner): items.firstIndex { $0.ownerID == owner }
        case .itemAlreadyExists(let id): items.lastIndex { $0.requestedID == id }
        default: nil
        }
    }
}

extension ItemImportState {
    fileprivate init(isRunning: Bool) {
        self.init()
        self.isRunning = isRunning
    }
}
