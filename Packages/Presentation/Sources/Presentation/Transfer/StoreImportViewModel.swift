import Domain

/// `crew import`: restores a backup, all or nothing, and says what it added.
@MainActor
public final class StoreImportViewModel: ViewModel {
    private let importStore: ImportStore
    private let observers = StateObservers(StoreImportState())

    public init(importStore: ImportStore) {
        self.importStore = importStore
    }

    public var state: StoreImportState { observers.current }

    public func observe(_ onChange: @escaping @MainActor (StoreImportState) -> Void) -> Observation {
        observers.observe(onChange)
    }

    public func run(_ document: StoreDocument) async {
        observers.update(StoreImportState(isRunning: true))
        do {
            let report = try await importStore.execute(document)
            observers.mutate { state in
                state.isRunning = false
                state.confirmation = Self.confirmation(report)
            }
        } catch {
            observers.mutate { state in
                state.isRunning = false
                state.error = UserFacingError(error)
                state.failedRecord = Self.record(of: error, in: document)
            }
        }
    }

    /// "Imported 2 users and 59 items (1 user was already here, matched by e-mail; 3 items were
    /// already here, found by their identity)."
    private static func confirmation(_ report: StoreImportReport) -> String {
        let added =
            "Imported \(Count.of(report.addedUsers.count, "user")) and \(Count.of(report.addedItems.count, "item"))"
        var found: [String] = []
        if report.matchedUsers > 0 {
            let verb = report.matchedUsers == 1 ? "was" : "were"
            found.append("\(Count.of(report.matchedUsers, "user")) \(verb) already here, matched by e-mail")
        }
        if report.itemsAlreadyThere > 0 {
            let count = report.itemsAlreadyThere
            found.append(
                "\(Count.of(count, "item")) \(Count.was(count)) already here, found by \(Count.their(count)) identity"
            )
        }
        return added + (found.isEmpty ? "." : " (" + found.joined(separator: "; ") + ").")
    }

    /// Which record of the document an error is about.
    private static func record(of error: any Error, in document: StoreDocument) -> StoreImportState.Record? {
        switch error {
        case let problem as StoreDocumentError:
            switch problem {
            case .duplicateEmail(_, let index), .duplicateUserID(_, let index): .user(index: index)
            case .duplicateItemID(_, let index), .duplicateItemIdentity(_, let index),
                .unknownOwner(_, let index):
                .item(index: index)
            }
        case DomainError.itemAlreadyExists(let id):
            document.items.firstIndex { $0.id == id }.map { .item(index: $0) }
        case DomainError.userAlreadyExists(let id):
            document.users.firstIndex { $0.id == id }.map { .user(index: $0) }
        case DomainError.emailAlreadyRegistered(let email):
            document.users.firstIndex { $0.email == email }.map { .user(index: $0) }
        default:
            nil
        }
    }
}

extension StoreImportState {
    fileprivate init(isRunning: Bool) {
        self.init()
        self.isRunning = isRunning
    }
}
