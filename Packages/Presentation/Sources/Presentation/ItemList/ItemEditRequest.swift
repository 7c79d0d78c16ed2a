import Domain

/// An edit of one item as a person describes it: the new owner named by id, e-mail or the start
/// of a name, looked up before the edit is stored.
public typealias ItemEditRequest = ItemEdit<UserReference>
