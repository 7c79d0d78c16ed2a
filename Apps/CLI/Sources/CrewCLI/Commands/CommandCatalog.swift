/// The grammar: every command, where it sits in the tree, and the type that runs it.
@MainActor
enum CommandCatalog {
    static let version = "0.1.0"

    static let root = CommandSpec(
        name: "crew",
        abstract: "Keep track of people and the to-do items they own.",
        discussion:
            "Data lives in an SQLite database (see --store); with --api-url, crew works against a JSONPlaceholder-style API and keeps a local cache for when it is unreachable.",
        subcommands: [
            CommandSpec(
                name: "users", abstract: "Register, list, change and remove users.",
                subcommands: [
                    UsersListCommand.spec, UsersAddCommand.spec, UsersShowCommand.spec, UsersEditCommand.spec,
                    UsersRemoveCommand.spec,
                ]),
            CommandSpec(
                name: "items", abstract: "Add, list, complete and organise to-do items.",
                subcommands: [
                    ItemsListCommand.spec, ItemsAddCommand.spec, ItemsDoneCommand.spec,
                    ItemsReopenCommand.spec,
                    ItemsRenameCommand.spec, ItemsAssignCommand.spec, ItemsRemoveCommand.spec,
                    ItemsImportCommand.spec,
                ]),
            ExportCommand.spec,
            ImportCommand.spec,
            UndoCommand.spec,
            LogCommand.spec,
            SyncCommand.spec,
            ShellCommand.spec,
            CommandSpec(
                name: "help", abstract: "Show help for a command.",
                arguments: [
                    ArgumentSpec(
                        name: "command", help: "The command, such as 'items add'.", isRepeating: true,
                        isOptional: true)
                ]),
        ]
    )

    static func command(at path: [String]) -> (any CrewCommand.Type)? {
        switch path {
        case ["users", "list"]: UsersListCommand.self
        case ["users", "add"]: UsersAddCommand.self
        case ["users", "show"]: UsersShowCommand.self
        case ["users", "edit"]: UsersEditCommand.self
        case ["users", "remove"]: UsersRemoveCommand.self
        case ["items", "list"]: ItemsListCommand.self
        case ["items", "add"]: ItemsAddCommand.self
        case ["items", "done"]: ItemsDoneCommand.self
        case ["items", "reopen"]: ItemsReopenCommand.self
        case ["items", "rename"]: ItemsRenameCommand.self
        case ["items", "assign"]: ItemsAssignCommand.self
        case ["items", "remove"]: ItemsRemoveCommand.self
        case ["items", "import"]: ItemsImportCommand.self
        case ["export"]: ExportCommand.self
        case ["import"]: ImportCommand.self
        case ["undo"], ["log"]: UndoCommand.self
        case ["sync"]: SyncCommand.self
        case ["shell"]: ShellCommand.self
        default: nil
        }
    }
}
