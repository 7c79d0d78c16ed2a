/// A slice of a store being exported: a page of users (all of them come first), then pages of
/// items, each in id order.
public enum StoreDocumentPart: Hashable, Sendable {
    case users([User])
    case items([Item])
}
