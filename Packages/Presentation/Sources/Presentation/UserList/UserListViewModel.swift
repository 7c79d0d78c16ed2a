import Domain

/// A list of users with search and paging; registering and editing a user from it (a removal,
/// which asks first, is ``UserRemovalViewModel``'s).
@MainActor
public final class UserListViewModel: PagedListModel {
    private let useCases: UserListUseCases
    private let observers: StateObservers<UserListState>
    public let paging: PagedList<UserListState, User>

    /// A view model that lists and changes users with `useCases`, `pageSize` rows a page, saying
    /// `staleNotice` over a cache read offline.
    public init(
        useCases: UserListUseCases, pageSize: Int = PageRequest.defaultLimit, staleNotice: StaleNotice
    ) {
        self.useCases = useCases
        observers = StateObservers(UserListState())
        paging = PagedList(
            observers: observers, pageSize: pageSize, staleNotice: staleNotice,
            unreadable: UnreadableText.user)
    }

    /// The list as it stands.
    public var state: UserListState { observers.current }

    /// Calls `onChange` with every new state until the observation is cancelled.
    public func observe(_ onChange: @escaping @MainActor (UserListState) -> Void) -> Observation {
        observers.observe(onChange)
    }

    // MARK: - Loading

    public func load() async {
        let search = state.search
        await paging.load(
            { [useCases] page in try await useCases.list.execute(matching: search, page: page) },
            show: { users, replacing, state in state.rows.show(users.map(UserRow.init), replacing: replacing)
            },
            emptyMessage: search.map { "No users match “\($0.value)”." } ?? "No users yet.")
    }

    /// `nil` lists every user; the list reloads only when the search changes.
    public func setSearch(_ search: SearchQuery?) async {
        guard search != state.search else { return }
        observers.mutate { $0.search = search }
        await load()
    }

    // MARK: - Changes

    /// Registers a user; an e-mail address already registered is refused.
    public func add(name: PersonName, email: EmailAddress) async {
        await save(verb: "Added") { [useCases] in
            try await useCases.register.execute(NewUser(name: name, email: email))
        }
    }

    /// Changes a user's name, e-mail address, or both; `nil` keeps the value.
    public func edit(_ id: User.ID, name: PersonName?, email: EmailAddress?) async {
        guard name != nil || email != nil else {
            observers.mutate {
                $0.error = UserFacingError(
                    message: "Nothing to change: give a new name or email.", kind: .invalidInput)
            }
            return
        }
        await save(verb: "Updated") { [useCases] in
            try await useCases.edit.execute(id, name: name, email: email)
        }
    }

    /// Changes the named user (by id, e-mail or name); `nil` keeps a value.
    public func edit(_ reference: UserReference, name: PersonName?, email: EmailAddress?) async {
        do {
            await edit(try await useCases.findUser.id(for: reference), name: name, email: email)
        } catch {
            observers.mutate { state in
                state.confirmation = nil
                state.error = UserFacingError(error)
            }
        }
    }

    private func begin() {
        observers.mutate { state in
            state.error = nil
            state.confirmation = nil
            state.changed = nil
        }
    }

    /// Stores a user and shows it: in place of its row, or as a new row when the rows hold the
    /// whole listing and the search admits it.
    private func save(verb: String, _ perform: @MainActor () async throws -> User) async {
        begin()
        do {
            let user = try await perform()
            let joins = paging.holdsEveryRow && (state.search.map { $0.matches(user) } ?? true)
            observers.mutate { state in
                if let index = state.rows.firstIndex(where: { $0.id == user.id }) {
                    state.rows[index] = UserRow(user)
                } else if joins {
                    state.rows.append(UserRow(user))
                    state.emptyMessage = nil
                }
                state.changed = user
                state.confirmation = "\(verb) user \(user.id): \(user.name) <\(user.email)>"
            }
        } catch {
            observers.mutate { $0.error = UserFacingError(error) }
        }
    }
}
