import CommandGrammar

/// The grammar: the tree of commands, built from the command types themselves (each brings its
/// spec, made of its own declarations, and names itself as the type that runs it).
@MainActor
enum CommandCatalog {
    static let version = "0.1.0"

    /// What `crew help` may be told, which the application answers itself.
    struct HelpDeclared: ParameterDeclarations {
        let command = RepeatedArgument<String>(
            "command", help: "The command, such as 'items add'.", isOptional: true)
        let man = Flag("man", help: "Print the manual page (roff), generated from this same tree.")

        /// Every declaration, in the order written: help lists them so (`DeclarationListTests`
        /// holds this list to the stored properties).
        var parameters: [any CommandParameter] { [command, man] }
    }

    static let help = HelpDeclared()

    static let root = CommandSpec(
        group: "crew",
        abstract: "Keep track of people and the to-do items they own.",
        discussion:
            "Data lives in an SQLite database (see --store); with --api-url, crew works against a JSONPlaceholder-style API and keeps a local cache for when it is unreachable. crew alone, at a terminal, lists the pending items to work from (the default report); a listing's options alone choose which (crew -p h, crew --overdue -u bob).",
        subcommands: [
            CommandSpec(
                group: "users", abstract: "Register, list, change and remove users.",
                subcommands: [
                    UsersListCommand.spec, UsersAddCommand.spec, UsersShowCommand.spec, UsersEditCommand.spec,
                    UsersRemoveCommand.spec,
                ]),
            CommandSpec(
                group: "items", abstract: "Add, list, complete and organise to-do items.",
                subcommands: [
                    ItemsListCommand.spec, ItemsAddCommand.spec, ItemsDoneCommand.spec,
                    ItemsReopenCommand.spec, ItemsRenameCommand.spec, ItemsEditCommand.spec,
                    ItemsAssignCommand.spec,
                    ItemsRemoveCommand.spec, ItemsImportCommand.spec, ItemsShowCommand.spec,
                    ItemsNoteCommand.spec,
                ]),
            ExportCommand.spec,
            ImportCommand.spec,
            UndoCommand.spec,
            LogCommand.spec,
            SyncCommand.spec,
            ConfigCommand.spec,
            ShellCommand.spec,
            UICommand.spec,
            CompletionsCommand.spec,
            CompleteCommand.spec,
            // Answered by the application itself, from this same tree.
            CommandSpec(
                name: "help", abstract: "Show help for a command.", declared: help, command: nil,
                examples: ["crew help items add", "crew help --man > crew.1"]),
        ],
        // What a Taskwarrior or todo.txt user types first: each is the items command's own node.
        aliases: [
            ShortVerb("add", for: ["items", "add"]), ShortVerb("ls", for: ["items", "list"]),
            ShortVerb("list", for: ["items", "list"]), ShortVerb("done", for: ["items", "done"]),
            ShortVerb("show", for: ["items", "show"]), ShortVerb("edit", for: ["items", "edit"]),
            ShortVerb("note", for: ["items", "note"]), ShortVerb("reopen", for: ["items", "reopen"]),
            ShortVerb("rm", for: ["items", "remove"]),
        ]
    )
}
