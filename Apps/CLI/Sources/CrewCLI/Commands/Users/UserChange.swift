import DataLayer
import Presentation

/// How a command that stores a user ends, written once for `users add` and `users edit`.
@MainActor
enum UserChange {
    /// Runs the change through a user list view model, then prints its confirmation, or
    /// (`json`) the stored user.
    static func run(
        _ context: CommandContext, json: JSONOutput?, _ action: (UserListViewModel) async -> Void
    ) async throws(CommandExit) {
        let state = try await context.perform({ try $0.makeUserListViewModel() }, then: action)
        context.console.print(
            json.map { json in state.changed.map { UserJSON.object($0, only: json.keys) } ?? "null" }
                ?? state.confirmation ?? "")
    }
}
