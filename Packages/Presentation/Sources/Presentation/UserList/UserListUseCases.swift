import Domain

/// The use cases a user list drives, created by the composition root.
public struct UserListUseCases: Sendable {
    public let list: ListUsers
    public let register: RegisterUser
    public let edit: EditUser
    public let remove: RemoveUser

    public init(list: ListUsers, register: RegisterUser, edit: EditUser, remove: RemoveUser) {
        self.list = list
        self.register = register
        self.edit = edit
        self.remove = remove
    }

    /// All of them over one pair of repositories.
    public init(users: any UserRepository, items: any ItemRepository) {
        self.init(
            list: ListUsers(users: users), register: RegisterUser(users: users), edit: EditUser(users: users),
            remove: RemoveUser(users: users, items: items))
    }
}
