/// What a change to items did: every item it named, as it is now, in the order named (each
/// once), and which of them it left as they were (completing a done item, renaming an item to
/// its own name): those were not written, and are not in the journal. `added` holds the items
/// the change made along, in the same write (the next occurrences of completed recurring items).
///
/// A change to many items is decided and written in batches, and keeps them as they came: the
/// collection reads across them, so 100,000 items are held once (joining the batches into one
/// array held a second copy beside them, the largest allocation of a bulk change).
public struct ChangedItems: Hashable, Sendable, RandomAccessCollection {
    /// The items in the batches they were written in, none empty.
    private let batches: [[Item]]
    /// The position after each batch's last item.
    private let batchEnds: [Int]
    /// The items that already were as asked, so the change left them alone.
    public let unchanged: Set<Item.ID>
    /// Items the change made along (the next occurrence of a completed recurring item).
    public let added: [Item]

    /// What a change did.
    public init(items: [Item], unchanged: Set<Item.ID> = [], added: [Item] = []) {
        self.init(batches: [items], unchanged: unchanged, added: added)
    }

    /// What a change did, its items in the batches it wrote them in (in the order named).
    public init(batches: [[Item]], unchanged: Set<Item.ID> = [], added: [Item] = []) {
        self.batches = batches.filter { !$0.isEmpty }
        var end = 0
        self.batchEnds = self.batches.map { batch in
            end += batch.count
            return end
        }
        self.unchanged = unchanged
        self.added = added
    }

    /// Each item the change was asked for, as it is after it, as one array: shared when the
    /// change was one batch, a copy when it was several (iterate the collection itself to read
    /// a bulk change without one).
    public var items: [Item] { batches.count == 1 ? batches[0] : Array(batches.joined()) }

    /// The items the change wrote.
    public var changed: [Item] { filter { !unchanged.contains($0.id) } }

    /// Whether the change wrote nothing: every item it named already was as asked, and it made none.
    public var wroteNothing: Bool { added.isEmpty && allSatisfy { unchanged.contains($0.id) } }

    /// The first position of the items.
    public var startIndex: Int { 0 }
    /// The position after the last item.
    public var endIndex: Int { batchEnds.last ?? 0 }

    /// The item at `position`.
    public subscript(position: Int) -> Item {
        precondition(indices.contains(position), "ChangedItems: position \(position) out of \(indices)")
        // The first batch that ends after `position`; the batches are few (a 2,000-item batch).
        var low = 0
        var high = batchEnds.count - 1
        while low < high {
            let middle = (low + high) / 2
            if batchEnds[middle] > position { high = middle } else { low = middle + 1 }
        }
        let start = low == 0 ? 0 : batchEnds[low - 1]
        return batches[low][position - start]
    }

    /// Reads batch after batch, without finding each position's batch.
    public func makeIterator() -> FlattenSequence<[[Item]]>.Iterator {
        batches.joined().makeIterator()
    }

    /// Equal when the same items, the same unchanged ones and the same added ones, however the
    /// items were batched.
    public static func == (lhs: ChangedItems, rhs: ChangedItems) -> Bool {
        lhs.count == rhs.count && lhs.unchanged == rhs.unchanged && lhs.added == rhs.added
            && lhs.elementsEqual(rhs)
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(count)
        for item in self { hasher.combine(item) }
        hasher.combine(unchanged)
        hasher.combine(added)
    }
}
