import CommandGrammar
import Domain
import Presentation

/// How the item instructions are read: each with the grammar of the `crew items` command it
/// stands for, from the same tree, so its options are that command's.
extension ShellInstruction {
    /// The ids a line names: the shell reads its lines from standard input, so `-` cannot read
    /// ids from there too.
    /// A line names its items by id: the command line's filters (`done --tag sprint`) choose
    /// items the shell's screen does not show, so they are the command line's alone.
    static func typed(_ selection: [ItemSelectionWord], filter: ItemListRequest? = nil, _ name: String)
        throws(ShellInputError) -> [Item.ID]
    {
        guard filter == nil else {
            throw ShellInputError(
                "\(name) takes ids here; its filters are the command line's (crew \(name) --tag ...)")
        }
        guard !selection.isEmpty else { throw ShellInputError("usage: \(name) <id> ...") }
        return try selection.map { word throws(ShellInputError) in
            guard case .id(let id) = word else {
                throw ShellInputError(
                    "'-' reads ids from standard input, which the shell reads its lines from: give the ids")
            }
            return id
        }
    }

    /// Reads an instruction's words with the grammar of `crew items <name>`: the options (and the
    /// values of those that take one) as they are, the other words as its arguments, those from
    /// the `joiningFrom`th on joined into one (so `add Buy milk --due fri` names "Buy milk", as
    /// `add Buy milk` does).
    static func command<Command: CrewCommand>(
        _ type: Command.Type, _ name: String, _ words: [String], joiningFrom joined: Int? = nil,
        reading: CommandReading
    ) throws(ShellInputError) -> Command {
        let spec = type.spec
        var options: [String] = []
        var positionals: [String] = []
        var index = 0
        while index < words.count {
            let word = words[index]
            index += 1
            guard CommandLineWord.looksLikeOption(word) else {
                positionals.append(word)
                continue
            }
            options.append(word)
            let option = spec.options.first { "--\($0.name)" == word || $0.short.map { "-\($0)" } == word }
            let takesNext =
                option.map {
                    $0.takesValue
                        || $0.takesAsValue(
                            words[index...].first ?? "", commandHasArguments: !spec.arguments.isEmpty)
                } ?? false
            if takesNext, index < words.count {
                options.append(words[index])
                index += 1
            }
        }
        var arguments = positionals
        if let joined, positionals.count > joined + 1 {
            arguments = Array(positionals[..<joined]) + [positionals[joined...].joined(separator: " ")]
        }
        do throws(UsageError) {
            let path = name == "log" ? ["log"] : ["items", name]
            let parsed = try CommandLineParser(root: CommandCatalog.root, context: reading).parse(
                path + options + ["--"] + arguments)
            return try type.init(parsed)
        } catch {
            throw ShellInputError(error.message.prefix(1).lowercased() + error.message.dropFirst())
        }
    }

    /// The commands the item instructions are read with, by instruction word: their grammar is
    /// what Tab offers.
    static let commandSpecs: [String: CommandSpec] = [
        "add": ItemsAddCommand.spec, "edit": ItemsEditCommand.spec, "list": ItemsListCommand.spec,
        "done": ItemsDoneCommand.spec, "reopen": ItemsReopenCommand.spec, "rename": ItemsRenameCommand.spec,
        "assign": ItemsAssignCommand.spec, "remove": ItemsRemoveCommand.spec, "rm": ItemsRemoveCommand.spec,
        "note": ItemsNoteCommand.spec, "log": LogCommand.spec,
    ]
}
