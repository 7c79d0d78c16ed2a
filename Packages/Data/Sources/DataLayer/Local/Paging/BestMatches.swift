/// The keys of every match of a search, and the rows of the best `capacity` of them, gathered in
/// whatever order the store reads them and put in rank order at the end.
///
/// The store used to have SQLite sort the matches as whole rows (its sorter copies each record
/// twice); sorting the small keys here and keeping the best rows in a bounded heap does the same
/// with less work, and memory stays bounded by `capacity` rows however many items match.
struct BestMatches {
    private let capacity: Int
    private var keys: [RankedSearch.Key] = []
    /// The rows kept whole and their keys, side by side; once `capacity` is reached, a max-heap
    /// by key, so that the worst kept row is the one a better match replaces.
    private var keptKeys: [RankedSearch.Key] = []
    private var keptRows: [StoredItem] = []
    private var isHeap = false

    init(capacity: Int) {
        self.capacity = capacity
    }

    /// Adds a match; `row` is read only if the match is among the best seen so far.
    mutating func add(_ key: RankedSearch.Key, row: () -> StoredItem) {
        keys.append(key)
        guard capacity > 0 else { return }
        if keptKeys.count < capacity {
            keptKeys.append(key)
            keptRows.append(row())
            return
        }
        if !isHeap {
            // Built once, when the first match past the capacity arrives: a search that matches
            // fewer rows than that never pays for the heap.
            for position in stride(from: keptKeys.count / 2 - 1, through: 0, by: -1) {
                siftDown(from: position)
            }
            isHeap = true
        }
        guard key < keptKeys[0] else { return }
        keptKeys[0] = key
        keptRows[0] = row()
        siftDown(from: 0)
    }

    /// Adds a match whose row no page is served from (a store that reads rows page by page).
    mutating func add(_ key: RankedSearch.Key) {
        keys.append(key)
    }

    /// Every key best first, and the kept rows in the same order (the first `capacity` keys').
    /// Sorted in place: a `consuming` method would copy a million keys when the matches live in
    /// a closure's capture, as the store's do.
    mutating func ordered() -> (keys: [RankedSearch.Key], rows: [StoredItem]) {
        keys.sort()
        // The rows are put in order through their positions: sorting the rows themselves would
        // move every one of them several times.
        let order = keptKeys.indices.sorted { keptKeys[$0] < keptKeys[$1] }
        return (keys, order.map { keptRows[$0] })
    }

    private mutating func siftDown(from start: Int) {
        var parent = start
        while true {
            let (left, right) = (2 * parent + 1, 2 * parent + 2)
            var largest = parent
            if left < keptKeys.count, keptKeys[largest] < keptKeys[left] { largest = left }
            if right < keptKeys.count, keptKeys[largest] < keptKeys[right] { largest = right }
            guard largest != parent else { return }
            keptKeys.swapAt(parent, largest)
            keptRows.swapAt(parent, largest)
            parent = largest
        }
    }
}
