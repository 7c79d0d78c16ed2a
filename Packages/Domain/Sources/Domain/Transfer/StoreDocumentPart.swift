/// A slice of a store being exported: a page of users (all of them come first), then pages of
/// items, each in id order.
public enum StoreDocumentPart: Hashable, Sendable {
    /// A run of the document's users.
    case users([User])
    /// A run of the document's items.
    case items([Item])
}
