import Domain

/// `crew export`: reads the whole store page by page and hands each part to the view, which
/// writes the document; the state counts what was written.
@MainActor
public final class StoreExportViewModel: ViewModel {
    private let exportStore: ExportStore
    private let staleNotice: StaleNotice
    private let observers = StateObservers(StoreExportState())

    /// A view model that writes backups with `exportStore`, saying `staleNotice` over a cache read offline.
    public init(exportStore: ExportStore, staleNotice: StaleNotice) {
        self.exportStore = exportStore
        self.staleNotice = staleNotice
    }

    /// The backup as it stands.
    public var state: StoreExportState { observers.current }

    /// Calls `onChange` with every new state until the observation is cancelled.
    public func observe(_ onChange: @escaping @MainActor (StoreExportState) -> Void) -> Observation {
        observers.observe(onChange)
    }

    /// Reads every part and gives it to `write`; a failure of either ends the export with an error.
    public func export(into write: (StoreDocumentPart) throws -> Void) async {
        observers.update(StoreExportState(isRunning: true))
        do {
            var parts = try exportStore.parts()
            while let part = try await parts.next() {
                do {
                    try write(part)
                } catch {
                    await parts.close()
                    throw error
                }
                observers.mutate { state in
                    switch part {
                    case .users(let users): state.exportedUsers += users.count
                    case .items(let items): state.exportedItems += items.count
                    }
                }
            }
            let freshness = parts.freshness
            observers.mutate { state in
                state.isRunning = false
                state.notice = staleNotice.text(for: freshness).map {
                    $0 + " The backup holds the cache, not the API's data."
                }
                state.confirmation =
                    "Exported \(Count.of(state.exportedUsers, "user")) and \(Count.of(state.exportedItems, "item"))."
            }
        } catch {
            observers.mutate { state in
                state.isRunning = false
                state.error = UserFacingError(error)
            }
        }
    }
}

extension StoreExportState {
    fileprivate init(isRunning: Bool) {
        self.init()
        self.isRunning = isRunning
    }
}
