import Domain

/// The use cases a user list drives, created by the composition root.
public struct UserListUseCases: Sendable {
    /// Lists users.
    public let list: ListUsers
    /// Registers a user.
    public let register: RegisterUser
    /// Edits a user.
    public let edit: EditUser
    /// Finds the user a person names.
    public let findUser: FindUser

    /// The use cases a user list runs.
    public init(list: ListUsers, register: RegisterUser, edit: EditUser, findUser: FindUser) {
        self.list = list
        self.register = register
        self.edit = edit
        self.findUser = findUser
    }

    /// All of them over one repository.
    public init(users: any UserRepository) {
        self.init(
            list: ListUsers(users: users), register: RegisterUser(users: users), edit: EditUser(users: users),
            findUser: FindUser(users: users))
    }
}
