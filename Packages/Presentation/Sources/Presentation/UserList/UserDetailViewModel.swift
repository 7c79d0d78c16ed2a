import Domain

/// Shows one user, with a summary of the items they own.
@MainActor
public final class UserDetailViewModel: ViewModel {
    private let findUser: FindUser
    private let summarizeItems: SummarizeItems
    private let observers = StateObservers(UserDetailState())

    /// A view model that finds users with `findUser` and counts their items with `summarizeItems`.
    public init(findUser: FindUser, summarizeItems: SummarizeItems) {
        self.findUser = findUser
        self.summarizeItems = summarizeItems
    }

    /// The user as it stands.
    public var state: UserDetailState { observers.current }

    /// Calls `onChange` with every new state until the observation is cancelled.
    public func observe(_ onChange: @escaping @MainActor (UserDetailState) -> Void) -> Observation {
        observers.observe(onChange)
    }

    /// Shows the user a person named: by id, e-mail, or the start of exactly one name.
    public func load(_ reference: UserReference) async {
        observers.mutate { state in
            state.isLoading = true
            state.error = nil
        }
        do {
            let user = try await findUser.execute(reference)
            let counts = try await summarizeItems.execute(ItemFilter(owner: .user(user.id)))
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
