import Domain

/// A priority as its row keeps it: its rank (0 high, 1 medium, 2 low), which `--sort priority`
/// orders by directly.
enum StoredPriority {
    static func priority(_ rank: Int) -> Priority? {
        Priority.allCases.first { $0.rank == rank }
    }
}
