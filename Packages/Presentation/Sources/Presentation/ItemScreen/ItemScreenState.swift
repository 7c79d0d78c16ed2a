/// Everything the full-screen item list (`crew ui`) shows: the list's own state, which row is
/// selected, the search as typed, the filter and order in words, the status line, and the item
/// opened with Enter.
public struct ItemScreenState: ViewState {
    public var list = ItemListState()
    /// The selected row's index in `list.rows`; `nil` while there are none.
    public var selection: Int?
    public var filter: ItemScreenFilter = .pending
    /// The order's name as `--sort` takes it; "default" for pending first.
    public var sortName = "default"
    /// Whose items are shown: empty for anyone, else "nobody" or the name typed.
    public var ownerName = ""
    public var status: StatusLine?
    /// The item opened with Enter, shown over the list until closed.
    public var detail: ItemDetailState?

    public init() {}

    public var error: UserFacingError? { list.error }

    /// The row the next toggle, edit, note or removal applies to.
    public var selectedRow: ItemRow? {
        selection.flatMap { list.rows.indices.contains($0) ? list.rows[$0] : nil }
    }

    public var description: String {
        var parts = [list.description]
        if let selection { parts.append("selection=\(selection)") }
        parts.append("filter=\(filter.rawValue)")
        if sortName != "default" { parts.append("sort=\(sortName)") }
        if !ownerName.isEmpty { parts.append("owner=\(ownerName)") }
        if let status { parts.append("\(status.isError ? "error" : "status")=\"\(status.text)\"") }
        if let detail { parts.append(detail.description) }
        return "ItemScreen(" + parts.joined(separator: " ") + ")"
    }
}
