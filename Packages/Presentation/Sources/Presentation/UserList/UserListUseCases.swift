import Domain

/// The use cases a user list drives, created by the composition root.
public struct UserListUseCases: Sendable {
    public let list: ListUsers
    public let register: RegisterUser
    public let edit: EditUser
    public let remove: RemoveUser
    public let findUser: FindUser

    public init(
        list: ListUsers, register: RegisterUser, edit: EditUser, remove: RemoveUser, findUser: FindUser
    ) {
        self.list = list
        self.register = register
        self.edit = edit
        self.remove = remove
        self.findUser = findUser
    }

    /// All of them over one pair of repositories.
    public init(users: any UserRepository, items: any ItemRepository) {
        self.init(
            list: ListUsers(users: users), register: RegisterUser(users: users), edit: EditUser(users: users),
            remove: RemoveUser(users: users, items: items), findUser: FindUser(users: users))
    }
}
