/// An order a person asks for with `--sort`; ties always go by id.
public enum ItemSort: String, CaseIterable, Hashable, Sendable {
    /// By id alone.
    case id
    /// Items with a due day first, earliest first; items without one last.
    case due
    /// High, medium, low, then none.
    case priority
    /// Oldest first; items older than crew's timestamps (none recorded) before them all.
    case created
    /// By name, ignoring case (the Domain's folding, as search uses it).
    case name
    /// What to do next: items with a due day first, earliest first (so the overdue lead), each
    /// day's by priority (high first, none last); then items without a day, by priority; ties
    /// oldest first. The default report's order.
    case next
}
