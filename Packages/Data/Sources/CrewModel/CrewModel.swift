/// A model of crew: users, items, notes and the undo journal in plain Swift, written from
/// DESIGN.md and the help, not from crew's code, so that a reader checks each rule at a glance.
/// `apply` says what a command must do; `ModelRun` compares a real crew with it step by step.
///
/// What it leaves out: times (an item is done or not), recurrence, estimates, the API's own ids.
public struct CrewModel: Sendable {
    /// How many changes the journal keeps; an older one can no longer be undone.
    public static let journalCapacity = 1_000
    /// The most notes an item holds, and the most tags.
    public static let notesPerItem = 100
    public static let tagsPerItem = 16

    public internal(set) var users: [Int: ModelUser] = [:]
    public internal(set) var items: [Int: ModelItem] = [:]
    /// Every `crew export` so far, in order.
    public internal(set) var backups: [ModelBackup] = []
    /// The highest id ever given: ids are never given twice, not even after an undo.
    var lastUserID = 0
    var lastItemID = 0
    var lastIdentity = 0
    var journal: [ModelJournalEntry] = []
    /// The person whose commands these are now (`actAs`); every journaled change is theirs.
    public internal(set) var author = CrewModel.firstAuthor
    /// Who acts before anyone is named.
    public static let firstAuthor = "ada"

    public init() {}

    /// Applies `command`, all or nothing, and says what it did.
    public mutating func apply(_ command: ModelCommand) -> ModelOutcome {
        switch command {
        case .addUser(let name, let email): addUser(name: name, email: email)
        case .removeUser(let id, let handover): removeUser(id, handover)
        case .addItem(let draft): add([draft])
        case .importItems(let drafts): add(drafts)
        case .complete(let target):
            change(target) { item in
                item.done = true
                return nil
            }
        case .reopen(let target):
            change(target) { item in
                item.done = false
                return nil
            }
        case .remove(let target): remove(target)
        case .assign(let target, let owner): assign(target, to: owner)
        case .edit(let target, let edit): self.edit(target, edit)
        case .rename(let id, let name): rename(id, to: name)
        case .addNote(let id, let text): addNote(text, to: id)
        case .removeNote(let id, let number): removeNote(number, from: id)
        case .undo: undo(journal.lastIndex { $0.author == author }, none: .nothingOfYours)
        case .undoAny: undo(journal.indices.last, none: .nothingToUndo)
        case .undoBack(let back):
            undo(back <= journal.count ? journal.count - back : nil, none: .noSuchChange)
        case .actAs(let person):
            actAs(person)
        case .export: export()
        case .importBackup(let number, let replacing): importBackup(number, replacing: replacing)
        }
    }

    /// Every item, by id: what a listing of everything shows.
    public var shownItems: [ModelItemFields] {
        items.values.sorted { $0.id < $1.id }.map(\.shown)
    }

    /// Every user, by id.
    public var shownUsers: [ModelUser] {
        users.values.sorted { $0.id < $1.id }
    }

    /// The items `filter` admits, pending first, then by id: what a listing in its default order shows.
    public func listed(_ filter: ModelFilter) -> [Int] {
        items.values.filter(filter.admits).sorted { ($0.done ? 1 : 0, $0.id) < ($1.done ? 1 : 0, $1.id) }.map(
            \.id)
    }

    /// Writes `entry` as one journaled change, forgetting the oldest past the capacity; a change
    /// that touched nothing leaves no entry.
    mutating func journal(_ entry: ModelJournalEntry) {
        guard !entry.isEmpty else { return }
        var entry = entry
        entry.author = author
        journal.append(entry)
        if journal.count > Self.journalCapacity { journal.removeFirst(journal.count - Self.journalCapacity) }
    }

    mutating func actAs(_ person: String) -> ModelOutcome {
        author = person
        return .actingAs(person)
    }

    /// Undoes the entry at `index` (`nil`: none chosen, refused for `none`, or for nothing to
    /// undo when the journal is empty). Refused when a later change touched one of its records,
    /// or when putting it back would break a later change to another record (`undoBreaks`).
    mutating func undo(_ index: Int?, none: ModelFailure) -> ModelOutcome {
        guard let index else {
            return .failed(journal.isEmpty && none != .noSuchChange ? .nothingToUndo : none)
        }
        let entry = journal[index]
        for later in journal[(index + 1)...] {
            if !Set(later.users.keys).isDisjoint(with: entry.users.keys)
                || !Set(later.items.keys).isDisjoint(with: entry.items.keys)
            {
                return .failed(.laterChangeTouched)
            }
        }
        if entry.replacedRecords, index < journal.count - 1 { return .failed(.cannotUndo) }
        if undoBreaks(entry) { return .failed(.cannotUndo) }
        for (id, user) in entry.users { users[id] = user }
        for (id, item) in entry.items { items[id] = item }
        journal.remove(at: index)
        return .undone
    }

    /// Whether putting `entry` back breaks a later change to another record: a user it added
    /// owns an item it did not add, a user it puts back has an e-mail another holds now, an item
    /// it puts back belonged to a user who is gone, or one it removed has an identity another
    /// item holds now.
    func undoBreaks(_ entry: ModelJournalEntry) -> Bool {
        let itemsItAdded = Set(entry.items.filter { $0.value == nil }.keys)
        for (id, before) in entry.users {
            if before == nil,
                items.values.contains(where: { $0.owner == id && !itemsItAdded.contains($0.id) })
            {
                return true
            }
            if let before, users.values.contains(where: { $0.email == before.email && $0.id != id }) {
                return true
            }
        }
        for (id, before) in entry.items {
            guard let before else { continue }
            if let owner = before.owner, users[owner] == nil, entry.users[owner] == nil { return true }
            if items[id] == nil,
                items.values.contains(where: { $0.identity == before.identity && $0.id != id })
            {
                return true
            }
        }
        return false
    }
}
