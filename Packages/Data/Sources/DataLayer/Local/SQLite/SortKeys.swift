/// A row's sort key under a listing's order: one to three integers, kept inline. An array per
/// row would be one allocation per row, a million of them in a long listing, for keys of which
/// only the last row's is ever read (to continue after it).
struct SortKeys {
    private let count: Int
    private let first: Int
    private let second: Int
    private let third: Int

    init(_ first: Int) {
        (count, self.first, second, third) = (1, first, 0, 0)
    }

    init(_ first: Int, _ second: Int) {
        (count, self.first, self.second, third) = (2, first, second, 0)
    }

    init(_ first: Int, _ second: Int, _ third: Int) {
        (count, self.first, self.second, self.third) = (3, first, second, third)
    }

    /// The keys as a page cursor holds them.
    var array: [Int] { Array([first, second, third].prefix(count)) }
}
