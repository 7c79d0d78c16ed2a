/// Model commands as the `crew` command lines a person types: what a process subject runs, and
/// how a shrunk failure is printed so that anyone can replay it in a shell.
public enum ModelScript {
    /// The command line `command` is typed as, `exported` backups made before it (an export
    /// writes `backup-N.json`, numbered from 0). Changes to several items say `--yes` (a pipe is
    /// never asked anyway) and `--json=id`, which prints every item the change named.
    public static func invocation(_ command: ModelCommand, exported: Int = 0) -> ModelInvocation {
        switch command {
        case .addUser(let name, let email):
            return ModelInvocation(["users", "add", "--name", name, "--email", email, "--json"])
        case .removeUser(let id, let handover):
            var arguments = ["users", "remove", "\(id)", "--yes"]
            switch handover {
            case .refuse: break
            case .release: arguments.append("--release-items")
            case .reassign(let heir): arguments += ["--reassign-to", "\(heir)"]
            }
            return ModelInvocation(arguments)
        case .addItem(let draft):
            return ModelInvocation(["add", draft.name] + fieldWords(draft) + ["--json=id"])
        case .importItems(let drafts):
            var invocation = ModelInvocation(["items", "import", "items.json"])
            invocation.file = ("items.json", itemsJSON(drafts))
            return invocation
        case .complete(let target): return change(["done"], target)
        case .reopen(let target): return change(["reopen"], target)
        case .remove(let target): return change(["rm"], target)
        case .assign(let target, let owner):
            return change(
                ["items", "assign"], target, options: owner.map { ["--user", "\($0)"] } ?? ["--none"],
                piping: true)
        case .edit(let target, let edit):
            return change(["edit"], target, options: editWords(edit), piping: true)
        case .rename(let id, let name):
            return ModelInvocation(["items", "rename", "\(id)", name, "--json=id"])
        case .addNote(let id, let text): return ModelInvocation(["note", "\(id)", text, "--json=id,notes"])
        case .removeNote(let id, let number):
            return ModelInvocation(["note", "\(id)", "--remove", "\(number)", "--json=id,notes"])
        case .undo: return ModelInvocation(["undo"])
        case .undoAny: return ModelInvocation(["undo", "--any"])
        // The change's number is read from the log when it runs (`changeNumberWords`).
        case .undoBack(let back): return ModelInvocation(["undo"] + changeNumberWords(back))
        // Not a crew command: who the next ones are (the person's config says `me = NAME`).
        case .actAs: return ModelInvocation([])
        case .export: return ModelInvocation(["export", "backup-\(exported).json"])
        case .importBackup(let number, let replacing):
            return ModelInvocation(
                ["import", "backup-\(number).json"] + (replacing ? ["--replace", "--yes"] : []))
        }
    }

    /// The words that stand for the number of the change `back` places from the newest, as a
    /// shell reads it from `crew log`; a process subject reads it the same way.
    public static func changeNumberWords(_ back: Int) -> [String] {
        ["$(crew log -n \(back) | sed -n \(back)p | cut -f1)"]
    }

    /// The command as one shell line.
    public static func line(_ command: ModelCommand, exported: Int = 0) -> String {
        if case .actAs(let person) = command {
            return "export XDG_CONFIG_HOME=~/\(person)   # whose crew/config says: me = \(person)"
        }
        if case .undoBack(let back) = command { return "crew undo " + changeNumberWords(back)[0] }
        let invocation = invocation(command, exported: exported)
        let crew = (["crew"] + invocation.arguments).map(quoted).joined(separator: " ")
        if let listing = invocation.listing {
            return (["crew"] + listing).map(quoted).joined(separator: " ") + " | " + crew
        }
        if let file = invocation.file {
            let text = file.text.count > 160 ? String(file.text.prefix(120)) + " …]" : file.text
            let count = file.text == "[]" ? 0 : file.text.split(separator: "\n").count
            return "cat > \(file.name) <<'EOF'\n\(text)\nEOF\n" + crew + "   # \(count) items"
        }
        return crew
    }

    /// A sequence as a script, with the seed that made it.
    public static func script(_ commands: [ModelCommand], seed: UInt64) -> String {
        var exported = 0
        let lines = commands.map { command -> String in
            defer { if case .export = command { exported += 1 } }
            return line(command, exported: exported)
        }
        return (["# crew model, seed \(seed): \(commands.count) commands"] + lines).joined(separator: "\n")
    }

    /// The listing options that choose what `filter` admits.
    public static func filterWords(_ filter: ModelFilter) -> [String] {
        var words: [String] = []
        switch filter.status {
        case .all: break
        case .pending: words.append("--pending")
        case .done: words.append("--done")
        }
        switch filter.owner {
        case .anyone: break
        case .nobody: words.append("--unowned")
        case .user(let id): words += ["--user", "\(id)"]
        }
        if let tag = filter.tag { words += ["--tag", tag] }
        if let search = filter.search { words += ["--search", search] }
        return words
    }

    /// A change to a target: its ids, or the listing's filters (a command that takes no filters,
    /// `piping`, is given a listing's ids on standard input).
    private static func change(
        _ verb: [String], _ target: ModelTarget, options: [String] = [], piping: Bool = false
    ) -> ModelInvocation {
        let tail = options + ["--yes", "--json=id"]
        switch target {
        case .ids(let ids): return ModelInvocation(verb + ids.map(String.init) + tail)
        case .matching(let filter) where piping:
            return ModelInvocation(verb + ["-"] + tail, listing: ["ls"] + filterWords(filter))
        case .matching(let filter): return ModelInvocation(verb + filterWords(filter) + tail)
        }
    }

    private static func fieldWords(_ draft: ModelItemDraft) -> [String] {
        var words: [String] = []
        if let owner = draft.owner { words += ["--user", "\(owner)"] }
        if let due = draft.due { words += ["--due", due] }
        if let priority = draft.priority { words += ["--priority", priority] }
        for tag in draft.tags { words += ["--tag", tag] }
        return words
    }

    private static func editWords(_ edit: ModelEdit) -> [String] {
        var words: [String] = []
        switch edit.due {
        case .set(let day)?: words += ["--due", day]
        case .clear?: words.append("--no-due")
        case nil: break
        }
        switch edit.priority {
        case .set(let priority)?: words += ["--priority", priority]
        case .clear?: words.append("--no-priority")
        case nil: break
        }
        for tag in edit.removedTags { words += ["--untag", tag] }
        for tag in edit.addedTags { words += ["--tag", tag] }
        return words
    }

    /// Items as `crew items import` reads them: a JSON array in the `--json` schema.
    public static func itemsJSON(_ drafts: [ModelItemDraft]) -> String {
        let objects = drafts.map { draft in
            var members = ["\"name\": \(jsonString(draft.name))"]
            if let owner = draft.owner { members.append("\"owner\": \(owner)") }
            if let due = draft.due { members.append("\"due\": \"\(due)\"") }
            if let priority = draft.priority { members.append("\"priority\": \"\(priority)\"") }
            if !draft.tags.isEmpty {
                members.append("\"tags\": [\(draft.tags.map(jsonString).joined(separator: ", "))]")
            }
            return "{" + members.joined(separator: ", ") + "}"
        }
        return "[" + objects.joined(separator: ",\n") + "]"
    }

    private static func jsonString(_ text: String) -> String {
        var quoted = "\""
        for character in text {
            if character == "\"" || character == "\\" { quoted.append("\\") }
            quoted.append(character)
        }
        return quoted + "\""
    }

    /// A word quoted for a POSIX shell when it needs to be.
    static func quoted(_ word: String) -> String {
        let plain = word.allSatisfy { $0.isLetter || $0.isNumber || "-_.,=/@:".contains($0) }
        guard !plain || word.isEmpty else { return word }
        return "'" + word.split(separator: "'", omittingEmptySubsequences: false).joined(separator: "'\\''")
            + "'"
    }
}
