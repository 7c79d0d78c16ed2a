import CommandGrammar
import DataLayer
import Domain
import Presentation

/// `crew items note ID TEXT [--json]`, `crew items note ID --remove N [--json]`
struct ItemsNoteCommand: CrewCommand {
    /// What the command line may say, in the order help lists it: each declaration is what
    /// `init(_:)` reads.
    struct Declared: ParameterDeclarations {
        let id = Argument<Item.ID>("id", help: "The item's id.")
        let text = Argument<NoteText>(
            "text",
            help:
                "The note (1 to 1,000 characters, one line; the words join, so quotes are optional); it is kept with the time it was written.",
            isOptional: true, joiningWords: true)
        let remove = Option<PositiveCount>(
            "remove", "n",
            help: "Remove the item's note N instead (1 is the oldest, as crew items show numbers them).")
        let json = JSONFlag(ItemJSON.keys, printing: "Print the item, with its notes, as JSON.")

        /// Every declaration, in the order written: help lists them so (`DeclarationListTests`
        /// holds this list to the stored properties).
        var parameters: [any CommandParameter] { [id, text, remove, json] }
    }

    static let declared = Declared()
    static let spec = CommandSpec(
        name: "note", abstract: "Add a note to an item, or remove one.", declared: declared,
        command: Self.self,
        examples: [
            "crew items note 42 \"Called the plumber: Tuesday 9:00\"",
            "crew items note 42 --remove 1",
        ])

    enum Change: Equatable {
        case add(NoteText)
        case remove(Int)
    }

    let id: Item.ID
    let change: Change
    let json: JSONOutput?

    init(_ parsed: ParsedCommand) throws(UsageError) {
        id = try parsed.value(Self.declared.id)
        let text = try parsed.valueIfGiven(Self.declared.text)
        let remove = try parsed.value(Self.declared.remove)
        switch (text, remove) {
        case (let text?, nil): change = .add(text)
        case (nil, let number?): change = .remove(number.value)
        case (_?, _?):
            throw UsageError("Give the note's text or --remove N, not both", path: parsed.path)
        case (nil, nil):
            throw UsageError("Give the note's text, or --remove N to remove one", path: parsed.path)
        }
        json = try parsed.json(Self.declared.json)
    }

    func run(_ context: CommandContext) async throws(CommandExit) {
        let (id, change) = (id, change)
        try await ItemChange.run(context, json: json) { changes in
            switch change {
            case .add(let text): await changes.addNote(text, to: id)
            case .remove(let number): await changes.removeNote(number, from: id)
            }
        }
    }
}
