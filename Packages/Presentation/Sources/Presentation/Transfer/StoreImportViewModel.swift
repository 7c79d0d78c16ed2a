import Domain

/// `crew import`: merges a backup in, or (`replacing`) makes the store what it holds, all or
/// nothing, and says what it added (and removed).
@MainActor
public final class StoreImportViewModel: ViewModel {
    private let importStore: ImportStore
    private let observers = StateObservers(StoreImportState())

    /// A view model that restores backups with `importStore`.
    public init(importStore: ImportStore) {
        self.importStore = importStore
    }

    /// The restore as it stands.
    public var state: StoreImportState { observers.current }

    /// Calls `onChange` with every new state until the observation is cancelled.
    public func observe(_ onChange: @escaping @MainActor (StoreImportState) -> Void) -> Observation {
        observers.observe(onChange)
    }

    /// What a person is asked before the store is replaced by `document`: what goes and what
    /// comes ("Replace the 3 users and 9 items here with the backup's 2 users and 5 items?");
    /// `nil` when the store cannot be read (the error is the state's).
    public func replacementQuestion(for document: StoreDocument) async -> String? {
        do {
            let held = try await importStore.heldRecords()
            return
                "Replace the \(Count.of(held.users, "user")) and \(Count.of(held.items, "item")) here with the "
                + "backup's \(Count.of(document.users.count, "user")) and \(Count.of(document.items.count, "item"))?"
        } catch {
            observers.mutate { $0.error = UserFacingError(error) }
            return nil
        }
    }

    /// Imports `document` (with `replacing`, into an emptied store), all or nothing.
    public func run(_ document: StoreDocument, replacing: Bool = false) async {
        observers.update(StoreImportState(isRunning: true))
        do {
            let report = try await importStore.execute(document, replacing: replacing)
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
        // A replacement says what went as well as what came.
        if report.removedUsers + report.removedItems > 0 {
            return
                "Replaced \(Count.of(report.removedUsers, "user")) and \(Count.of(report.removedItems, "item")) with "
                + "\(Count.of(report.addedUsers.count, "user")) and \(Count.of(report.addedItems.count, "item")) "
                + "(crew undo puts them back)."
        }
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
