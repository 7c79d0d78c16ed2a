/// How many items a change would reach, and the first few of them (``PreviewChange``).
public struct ChangePreview: Hashable, Sendable {
    /// One item named in a preview: its name, or `nil` for a damaged record (shown by id).
    public struct Entry: Hashable, Sendable {
        /// The item's id.
        public let id: Item.ID
        /// Its name; `nil` when the stored name breaks the rules.
        public let name: ItemName?

        /// An item named in a preview.
        public init(id: Item.ID, name: ItemName?) {
            self.id = id
            self.name = name
        }
    }

    /// How many items the change would reach (make a difference to).
    public let total: Int
    /// The first few of them.
    public let first: [Entry]
    /// How many items the change's target names, those it would leave as they are too.
    public let named: Int

    /// A preview of `total` items, naming `first`, of the `named` the target names (`nil`: the
    /// same as `total`).
    public init(total: Int, first: [Entry], named: Int? = nil) {
        self.total = total
        self.first = first
        self.named = named ?? total
    }
}
