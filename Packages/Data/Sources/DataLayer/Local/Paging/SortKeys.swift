/// A row's sort key under a listing's order: one to three integers kept inline, or (for an
/// order by name, whose key is as long as the name) an array. An array per row would be one
/// allocation per row, a million of them in a long listing, for keys of which only the last
/// row's is ever read (to continue after it).
struct SortKeys {
    private let count: Int
    private let first: Int
    private let second: Int
    private let third: Int
    private let longer: [Int]?

    init(_ first: Int) {
        (count, self.first, second, third, longer) = (1, first, 0, 0, nil)
    }

    init(_ first: Int, _ second: Int) {
        (count, self.first, self.second, third, longer) = (2, first, second, 0, nil)
    }

    init(_ first: Int, _ second: Int, _ third: Int) {
        (count, self.first, self.second, self.third, longer) = (3, first, second, third, nil)
    }

    init(array: [Int]) {
        (count, first, second, third, longer) = (array.count, 0, 0, 0, array)
    }

    /// The keys as a page cursor holds them.
    var array: [Int] { longer ?? Array([first, second, third].prefix(count)) }
}
