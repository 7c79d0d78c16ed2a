import Domain

/// Shows one user, with a summary of the items they own.
@MainActor
public final class UserDetailViewModel: ViewModel {
    private let showUser: ShowUser
    private let summarizeItems: SummarizeItems
    private let observers = StateObservers(UserDetailState())

    public init(showUser: ShowUser, summarizeItems: SummarizeItems) {
        self.showUser = showUser
        self.summarizeItems = summarizeItems
    }

    public var state: UserDetailState { observers.current }

    public func observe(_ onChange: @escaping @MainActor (UserDetailState) -> Void) -> Observation {
        observers.observe(onChange)
    }

    public func load(_ userID: User.ID) async {
        observers.mutate { state in
            state.isLoading = true
            state.error = nil
        }
        do {
            let user = try await showUser.execute(userID)
            let counts = try await summarizeItems.execute(ItemFilter(owner: .user(userID)))
            observers.mutate { state in
                state.isLoading = false
                state.user = UserRow(user)
                state.itemsSummary = Self.summary(counts)
            }
        } catch {
            observers.mutate { state in
                state.isLoading = false
                state.error = UserFacingError(error)
            }
        }
    }

    private static func summary(_ counts: ItemCounts) -> String {
        switch counts.total {
        case 0: "Owns no items."
        case 1: "Owns 1 item, \(counts.completed) done."
        default: "Owns \(counts.total) items, \(counts.completed) done."
        }
    }
}
