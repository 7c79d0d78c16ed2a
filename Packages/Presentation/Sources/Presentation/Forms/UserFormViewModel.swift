import Domain

/// Registers a user, or edits one: each field is checked as it is set, with the domain's own
/// rules, and shows its message; saving is refused while a field is invalid.
@MainActor
public final class UserFormViewModel {
    public enum Mode: Equatable, Sendable {
        case register
        /// Only the fields that are set change.
        case edit(userID: Int)
    }

    private let mode: Mode
    private let register: RegisterUser
    private let edit: EditUser
    private let observers = StateObservers(UserFormState())
    private var touched: Set<Field> = []

    private enum Field {
        case name
        case email
    }

    public init(mode: Mode, register: RegisterUser, edit: EditUser) {
        self.mode = mode
        self.register = register
        self.edit = edit
    }

    public var state: UserFormState { observers.current }

    public func observe(_ onChange: @escaping @MainActor (UserFormState) -> Void) -> Observation {
        observers.observe(onChange)
    }

    public func setName(_ name: String) {
        touched.insert(.name)
        observers.mutate { state in
            state.name = name
            state.nameError = Self.message(FieldCheck.check { try PersonName(name) })
        }
    }

    public func setEmail(_ email: String) {
        touched.insert(.email)
        observers.mutate { state in
            state.email = email
            state.emailError = Self.message(FieldCheck.check { try EmailAddress(email) })
        }
    }

    public func save() async {
        let name =
            touched.contains(.name) || mode == .register
            ? FieldCheck.check { try PersonName(state.name) } : nil
        let email =
            touched.contains(.email) || mode == .register
            ? FieldCheck.check { try EmailAddress(state.email) } : nil
        if let first = Self.problem(name) ?? Self.problem(email) {
            observers.mutate { state in
                state.nameError = Self.message(name)
                state.emailError = Self.message(email)
                state.error = first
            }
            return
        }
        if case .edit = mode, touched.isEmpty {
            observers.mutate {
                $0.error = UserFacingError(
                    message: "Nothing to change: give a new name or email.", kind: .invalidInput)
            }
            return
        }
        observers.mutate { state in
            state.isSaving = true
            state.error = nil
        }
        do {
            let user: User
            let verb: String
            switch mode {
            case .register:
                guard let name, let email else { return }
                user = try await register.execute(NewUser(name: try name.get(), email: try email.get()))
                verb = "Added"
            case .edit(let id):
                user = try await edit.execute(
                    try User.ID(validating: id), name: try name?.get(), email: try email?.get())
                verb = "Updated"
            }
            observers.mutate { state in
                state.isSaving = false
                state.saved = UserRow(user)
                state.confirmation = "\(verb) user \(user.id): \(user.name) <\(user.email)>"
            }
        } catch {
            observers.mutate { state in
                state.isSaving = false
                state.error = UserFacingError(error)
            }
        }
    }

    private static func problem<Value>(_ result: Result<Value, UserFacingError>?) -> UserFacingError? {
        if case .failure(let problem) = result { return problem }
        return nil
    }

    private static func message<Value>(_ result: Result<Value, UserFacingError>?) -> String? {
        problem(result)?.message
    }
}
