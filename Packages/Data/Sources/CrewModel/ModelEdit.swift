/// The fields an edit changes (`crew edit`'s options the model generates).
public struct ModelEdit: Hashable, Sendable {
    public enum Change<Value: Hashable & Sendable>: Hashable, Sendable {
        case set(Value)
        case clear
    }

    public var due: Change<String>?
    public var priority: Change<String>?
    public var addedTags: [String]
    public var removedTags: [String]

    public init(
        due: Change<String>? = nil, priority: Change<String>? = nil, addedTags: [String] = [],
        removedTags: [String] = []
    ) {
        self.due = due
        self.priority = priority
        self.addedTags = addedTags
        self.removedTags = removedTags
    }

    public var isEmpty: Bool { due == nil && priority == nil && addedTags.isEmpty && removedTags.isEmpty }
}
