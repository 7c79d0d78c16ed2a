/// Generates command sequences from a seed: mostly the small changes of a day, now and then a
/// batch whose size crosses one of crew's limits (`ModelSizes`), ids that name no item, filters
/// that choose nothing or everything, users removed with their items, undo deep into the journal,
/// a backup taken and imported again, two people taking turns (each undoes their own, anyone's,
/// or one by number). Commands are made against the model's state as it will be when they run,
/// so most of them name records that exist.
public struct ModelGenerator: Sendable {
    /// Which commands a generator makes.
    public enum Profile: Sendable {
        /// Every command the model knows.
        case everything
        /// What an API keeps (a todo's name, status and owner): users and items added, done,
        /// reopened, renamed, given, removed, by ids or by a status, owner or search.
        case api
    }

    private let profile: Profile
    private var random: ModelRandom
    private var model = CrewModel()
    private let limits: [Int]
    private var names = 0

    static let words = ["alpha", "beta", "gamma", "task", "cafe", "report", "Plan", "ship"]
    static let tags = ["x", "y", "sprint", "home"]
    static let days = ["2027-01-04", "2027-02-15", "2030-06-30"]
    static let priorities = ["high", "medium", "low"]
    /// Who shares the store: each journals their own changes and undoes their own.
    static let people = [CrewModel.firstAuthor, "bob", "chloe"]

    /// How many commands a burst (undo after undo) holds at most.
    private let longestBurst: Int

    /// `heavy`: sizes that take seconds to build are drawn too. `longestBurst`: a burst of undos
    /// is cut there (a process a command makes a thousand undos slow).
    public init(seed: UInt64, heavy: Bool = false, profile: Profile = .everything, longestBurst: Int = .max) {
        self.profile = profile
        self.longestBurst = longestBurst
        random = ModelRandom(seed: seed)
        limits = heavy ? ModelSizes.limits + ModelSizes.heavyLimits : ModelSizes.limits
    }

    /// A generator that goes on from the same state with other choices: a second person's
    /// commands, made at the same moment as this one's.
    public func forked(seed: UInt64) -> ModelGenerator {
        var fork = self
        fork.random = ModelRandom(seed: seed)
        return fork
    }

    /// The next `count` commands.
    public mutating func commands(_ count: Int) -> [ModelCommand] {
        var commands: [ModelCommand] = []
        while commands.count < count {
            for command in next() {
                _ = model.apply(command)
                commands.append(command)
            }
        }
        return commands
    }

    /// The next command, or a burst (notes up to and past an item's limit).
    private mutating func next() -> [ModelCommand] {
        if profile == .api { return nextForAPI() }
        let roll = Int.random(in: 0..<100, using: &random)
        switch roll {
        case ..<6: return [addUser()]
        case ..<9: return removeUser()
        case ..<20: return [.addItem(draft())]
        case ..<25: return [.importItems((0..<size()).map { _ in draft() })]
        case ..<35: return [.complete(target(status: random.pick([.pending, .done])))]
        case ..<41: return [.reopen(target(status: random.pick([.pending, .done])))]
        case ..<47: return [.remove(target(status: random.pick(ModelFilter.Status.allCases)))]
        case ..<53: return [.assign(target(status: random.pick(ModelFilter.Status.allCases)), owner: owner())]
        case ..<60: return [.edit(target(status: random.pick(ModelFilter.Status.allCases)), edit())]
        case ..<64: return [.rename(itemID(), name())]
        case ..<70: return notes()
        case ..<73: return [.removeNote(itemID(), number: Int.random(in: 1...3, using: &random))]
        case ..<81: return Array(repeating: .undo, count: random.chance(10) ? min(size(), longestBurst) : 1)
        case ..<83: return [.undoAny]
        // A change a few places down the log, now and then one past the oldest kept.
        case ..<85: return [.undoBack(Int.random(in: 1...(random.chance(10) ? 1_200 : 4), using: &random))]
        case ..<88: return [.actAs(random.pick(Self.people))]
        case ..<93: return [.export]
        default:
            guard !model.backups.isEmpty else { return [.export] }
            return [
                .importBackup(
                    Int.random(in: 0..<model.backups.count, using: &random), replacing: random.chance(50))
            ]
        }
    }

    /// The next command an API's cache and outbox can take.
    private mutating func nextForAPI() -> [ModelCommand] {
        let status = random.pick([ModelFilter.Status.pending, .done])
        switch Int.random(in: 0..<100, using: &random) {
        case ..<10: return [addUser()]
        case ..<35:
            return [
                .addItem(
                    ModelItemDraft(name: name(), owner: owner().flatMap { model.users[$0] == nil ? nil : $0 })
                )
            ]
        case ..<40:
            return [
                .importItems(
                    (0..<Int.random(in: 0...4, using: &random)).map { _ in ModelItemDraft(name: name()) })
            ]
        case ..<55: return [.complete(apiTarget(status: status))]
        case ..<65: return [.reopen(apiTarget(status: status))]
        case ..<75: return [.assign(apiTarget(status: status), owner: owner())]
        case ..<85: return [.rename(itemID(), name())]
        default: return [.remove(apiTarget(status: status))]
        }
    }

    /// Ids, or a filter by status and owner or a search: what a cache of todos can choose by.
    private mutating func apiTarget(status: ModelFilter.Status) -> ModelTarget {
        switch target(status: status) {
        case .ids(let ids): return .ids(ids)
        case .matching(var filter):
            filter.tag = nil
            return .matching(filter)
        }
    }

    /// A batch size: small half the time, else one of the limits, one less or one more (each
    /// limit as likely as another).
    private mutating func size() -> Int {
        guard random.chance(50) else { return Int.random(in: 0...4, using: &random) }
        return random.pick(limits) + Int.random(in: -1...1, using: &random)
    }

    private mutating func name() -> String {
        names += 1
        return "\(random.pick(Self.words)) \(names)"
    }

    private mutating func addUser() -> ModelCommand {
        let number = model.lastUserID + 1
        // Now and then an address another user has (in another case), which is refused.
        if random.chance(10), let taken = model.users.values.first {
            return .addUser(name: "Twin \(number)", email: taken.email.uppercased())
        }
        return .addUser(
            name: "\(random.pick(["Ada", "Bob", "Chloe", "Dan"])) \(number)", email: "user\(number)@x.org")
    }

    private mutating func removeUser() -> [ModelCommand] {
        let id = userID()
        switch Int.random(in: 0..<4, using: &random) {
        case 0: return [.removeUser(id, .refuse)]
        case 1: return [.removeUser(id, .release)]
        case 2: return [.removeUser(id, .reassign(to: id))]
        default: return [.removeUser(id, .reassign(to: userID()))]
        }
    }

    /// An existing user's id, or now and then one no user has.
    private mutating func userID() -> Int {
        let ids = model.users.keys.sorted()
        guard !ids.isEmpty, !random.chance(10) else { return model.lastUserID + 7 }
        return random.pick(ids)
    }

    private mutating func owner() -> Int? {
        random.chance(30) ? nil : userID()
    }

    private mutating func draft() -> ModelItemDraft {
        var draft = ModelItemDraft(name: name())
        if random.chance(40), !model.users.isEmpty { draft.owner = random.pick(model.users.keys.sorted()) }
        if random.chance(30) { draft.due = random.pick(Self.days) }
        if random.chance(30) { draft.priority = random.pick(Self.priorities) }
        if random.chance(60) { draft.tags = [random.pick(Self.tags)] }
        return draft
    }

    /// An existing item's id, or now and then one no item has.
    private mutating func itemID() -> Int {
        guard !model.items.isEmpty, !random.chance(8) else { return model.lastItemID + 3 }
        return random.pick(Array(model.items.keys))
    }

    /// Ids (a few, or past a limit; now and then one that names nothing, or one twice), or a
    /// filter of `status`.
    private mutating func target(status: ModelFilter.Status) -> ModelTarget {
        guard random.chance(50) else { return .matching(filter(status: status)) }
        let count = max(1, size())
        let existing = model.items.keys.sorted()
        var ids = existing.isEmpty ? [] : (0..<min(count, existing.count)).map { _ in random.pick(existing) }
        if ids.isEmpty || random.chance(8) { ids.append(model.lastItemID + 2) }
        if random.chance(5), let first = ids.first { ids.append(first) }
        return .ids(ids)
    }

    private mutating func filter(status: ModelFilter.Status) -> ModelFilter {
        var filter = ModelFilter(status: status)
        if random.chance(50) { filter.tag = random.pick(Self.tags) }
        if random.chance(20) { filter.owner = random.chance(30) ? .nobody : .user(userID()) }
        if random.chance(25) {
            let word = random.pick(Self.words)
            let length = Int.random(in: 1...word.count, using: &random)
            filter.search =
                random.chance(50) ? String(word.prefix(length)).uppercased() : String(word.suffix(length))
            // Now and then the number first, then the word: several words, in any order.
            if random.chance(30) {
                filter.search = "\(Int.random(in: 1...9, using: &random)) \(filter.search ?? "")"
            }
        }
        // A change by filter names at least one (`crew rm` alone is refused, so that a slip of
        // the hand never removes everything).
        if filter == ModelFilter() { filter.tag = random.pick(Self.tags) }
        return filter
    }

    private mutating func edit() -> ModelEdit {
        var edit = ModelEdit()
        while edit.isEmpty {
            if random.chance(40) { edit.due = random.chance(70) ? .set(random.pick(Self.days)) : .clear }
            if random.chance(40) {
                edit.priority = random.chance(70) ? .set(random.pick(Self.priorities)) : .clear
            }
            if random.chance(40) {
                // Now and then more tags than an item may hold.
                let count = random.chance(10) ? CrewModel.tagsPerItem + 1 : 1
                edit.addedTags = (0..<count).map { count == 1 ? random.pick(Self.tags) : "t\($0)" }
            }
            if random.chance(20) { edit.removedTags = [random.pick(Self.tags)] }
        }
        return edit
    }

    /// A note, or a burst that fills an item's notes up to and past their limit.
    private mutating func notes() -> [ModelCommand] {
        let id = itemID()
        let count = random.chance(5) ? CrewModel.notesPerItem + 1 : 1
        return (0..<count).map { .addNote(id, "note \($0) of \(id)") }
    }
}
