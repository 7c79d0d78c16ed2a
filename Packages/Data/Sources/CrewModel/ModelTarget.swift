/// The items a change names: ids as typed (some may name no item), or every item a filter admits.
public enum ModelTarget: Hashable, Sendable {
    case ids([Int])
    case matching(ModelFilter)
}
