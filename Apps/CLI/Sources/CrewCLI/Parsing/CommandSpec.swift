/// One node of the command tree: a group (`crew items`) or a command (`crew items add`).
struct CommandSpec: Sendable {
    let name: String
    let abstract: String
    var discussion: String?
    var arguments: [ArgumentSpec] = []
    var options: [OptionSpec] = []
    /// Groups of options of which at most one may be given (`--pending | --done`).
    var exclusiveOptions: [ExclusiveOptions] = []
    var subcommands: [CommandSpec] = []

    func subcommand(named name: String) -> CommandSpec? {
        subcommands.first { $0.name == name }
    }

    func option(named name: String) -> OptionSpec? {
        options.first { $0.name == name }
    }
}
