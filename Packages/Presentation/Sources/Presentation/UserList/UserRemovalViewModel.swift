import Domain

/// `crew users remove`: checks the removal first (the user and the heir found by id, e-mail or
/// name, the items they own counted, the rules applied) and says what it will do; `confirm()`
/// then does it. Nothing is asked about, or changed, before the command is known to be possible.
@MainActor
public final class UserRemovalViewModel: ViewModel {
    private let findUser: FindUser
    private let removeUser: RemoveUser
    private let observers = StateObservers(UserRemovalState())
    private var checked: UserRemoval?

    /// A view model that finds users with `findUser` and removes them with `removeUser`.
    public init(findUser: FindUser, removeUser: RemoveUser) {
        self.findUser = findUser
        self.removeUser = removeUser
    }

    /// The removal as it stands.
    public var state: UserRemovalState { observers.current }

    /// Calls `onChange` with every new state until the observation is cancelled.
    public func observe(_ onChange: @escaping @MainActor (UserRemovalState) -> Void) -> Observation {
        observers.observe(onChange)
    }

    /// Finds who is meant and checks the removal; the state then holds the question, or the error.
    public func check(_ reference: UserReference, handover choice: HandoverChoice) async {
        checked = nil
        observers.update(UserRemovalState(isRunning: true))
        do {
            let id: User.ID
            do {
                id = try await findUser.execute(reference).id
            } catch DomainError.damagedUser(let damaged, _) {
                // The user named breaks a rule (another tool wrote it): removing it is the repair.
                id = damaged
            }
            let handover: ItemHandover =
                switch choice {
                case .refuse: .refuse
                case .release: .release
                case .reassign(let heir): .reassign(to: try await findUser.execute(heir).id)
                }
            let removal = try await removeUser.check(id, handingItemsOver: handover)
            checked = removal
            observers.mutate { state in
                state.isRunning = false
                state.question = Self.question(removal)
            }
        } catch {
            fail(error)
        }
    }

    /// Removes the user checked last; does nothing when none was.
    public func confirm() async {
        guard let removal = checked else { return }
        checked = nil
        observers.mutate { $0.isRunning = true }
        do {
            try await removeUser.execute(removal)
            observers.mutate { state in
                state.isRunning = false
                state.confirmation = "Removed \(Self.named(removal))" + Self.handover(removal)
            }
        } catch {
            fail(error)
        }
    }

    private static func question(_ removal: UserRemoval) -> String {
        let items = Count.of(removal.ownedItems, "item")
        switch removal.handover {
        case _ where removal.ownedItems == 0: return "Remove \(named(removal))?"
        case .refuse: return "Remove \(named(removal))?"
        case .release: return "Remove \(named(removal)) and release their \(items)?"
        case .reassign(let heir):
            return
                "Remove \(named(removal)) and give their \(items) to \(removal.heir.map(named) ?? "user \(heir)")?"
        }
    }

    private static func handover(_ removal: UserRemoval) -> String {
        guard removal.ownedItems > 0 else { return "" }
        let items = Count.of(removal.ownedItems, "item")
        let verb = removal.ownedItems == 1 ? ("belongs", "has") : ("belong", "have")
        switch removal.handover {
        case .refuse: return ""
        case .release: return "; their \(items) now \(verb.1) no owner"
        case .reassign(let heir):
            return "; their \(items) now \(verb.0) to \(removal.heir.map(named) ?? "user \(heir)")"
        }
    }

    /// "Charles Xu (4)", or "user 4" for a user whose stored name cannot be read.
    private static func named(_ removal: UserRemoval) -> String {
        removal.user.map(named) ?? "user \(removal.id)"
    }

    private static func named(_ user: User) -> String {
        "\(user.name) (\(user.id))"
    }

    private func fail(_ error: any Error) {
        observers.mutate { state in
            state.isRunning = false
            state.error = UserFacingError(error)
        }
    }
}

extension UserRemovalState {
    fileprivate init(isRunning: Bool) {
        self.init()
        self.isRunning = isRunning
    }
}
