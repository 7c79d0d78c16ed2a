import CrewModel
import Domain

/// The model's plain values as the Domain's, and the Domain's answers as the model's.
extension UseCaseSubject {
    static func changed(_ changed: ChangedItems) -> ModelOutcome {
        .changed(ids: changed.items.map(\.id.rawValue), unchanged: Set(changed.unchanged.map(\.rawValue)))
    }

    static func failure(_ error: DomainError) throws -> ModelFailure {
        switch error {
        case .itemNotFound(let id): .itemsNotFound([id.rawValue])
        case .itemsNotFound(let ids): .itemsNotFound(ids.map(\.rawValue))
        case .userNotFound(let id): .userNotFound(id.rawValue)
        case .emailAlreadyRegistered: .emailTaken
        case .userOwnsItems(let id, let count): .ownsItems(id.rawValue, count: count)
        case .reassignmentToSameUser: .reassignToSelf
        case .oneNameForSeveralItems: .oneNameForSeveral
        case .noSuchNote: .noSuchNote
        case .nothingToUndo: .nothingToUndo
        case .nothingOfYoursToUndo: .nothingOfYours
        case .noSuchChange: .noSuchChange
        case .laterChangeTouched: .laterChangeTouched
        case .cannotUndo: .cannotUndo
        default: throw error
        }
    }

    static func fields(_ item: Item) -> ModelItemFields {
        ModelItemFields(
            id: item.id.rawValue, name: item.name.value, done: item.isCompleted,
            owner: item.ownerID?.rawValue,
            due: item.due?.description, priority: item.priority?.rawValue, tags: Set(item.tags.map(\.value)),
            notes: item.notes.map(\.text.value))
    }

    static func newItem(_ draft: ModelItemDraft) throws -> NewItem {
        NewItem(
            name: try ItemName(draft.name),
            fields: ItemFields(
                ownerID: try draft.owner.map(userID), due: try draft.due.map(day),
                priority: try draft.priority.map(Priority.init), tags: try Tags(draft.tags.map(Tag.init))))
    }

    static func edit(_ edit: ModelEdit) throws -> ItemEdit<User.ID> {
        var result = ItemEdit<User.ID>(
            addedTags: try edit.addedTags.map(Tag.init), removedTags: try edit.removedTags.map(Tag.init))
        switch edit.due {
        case .set(let text)?: result.due = .set(try day(text))
        case .clear?: result.due = .clear
        case nil: break
        }
        switch edit.priority {
        case .set(let text)?: result.priority = .set(try Priority(text))
        case .clear?: result.priority = .clear
        case nil: break
        }
        return result
    }

    static func handover(_ handover: ModelHandover) throws -> ItemHandover {
        switch handover {
        case .refuse: .refuse
        case .release: .release
        case .reassign(let heir): .reassign(to: try userID(heir))
        }
    }

    func target(_ target: ModelTarget) throws -> ItemTarget {
        switch target {
        case .ids(let ids): .ids(try ids.map(itemID))
        case .matching(let filter): .matching(try Self.filter(filter))
        }
    }

    static func filter(_ filter: ModelFilter) throws -> ItemFilter {
        var result = ItemFilter()
        switch filter.status {
        case .all: result.status = .all
        case .pending: result.status = .pending
        case .done: result.status = .completed
        }
        switch filter.owner {
        case .anyone: result.owner = .anyone
        case .nobody: result.owner = .nobody
        case .user(let id): result.owner = .user(try userID(id))
        }
        if let tag = filter.tag { result.tags = try Tags([try Tag(tag)]) }
        if let search = filter.search { result.search = try SearchQuery(search) }
        return result
    }

    static func day(_ text: String) throws -> DueDate {
        let parts = text.split(separator: "-").compactMap { Int($0) }
        guard parts.count == 3, let day = DueDate(year: parts[0], month: parts[1], day: parts[2]) else {
            throw ModelValueError(text: text)
        }
        return day
    }

    /// An id as crew holds it: an API's cache names what waits to be sent by a provisional
    /// (negative) one.
    nonisolated func itemID(_ raw: Int) throws -> Item.ID {
        guard let id = Item.ID(rawValue: raw) else { throw ModelValueError(text: "item id \(raw)") }
        return id
    }

    nonisolated func userID(_ raw: Int) throws -> User.ID { try Self.userID(raw) }

    static func userID(_ raw: Int) throws -> User.ID {
        guard let id = User.ID(rawValue: raw) else { throw ModelValueError(text: "user id \(raw)") }
        return id
    }
}

/// A value the model made that the Domain cannot hold: a mistake of the model's.
struct ModelValueError: Error {
    let text: String
}
