import Domain

/// What a change to items shows when no list is on screen (a one-shot `crew items done 4`): what
/// it did, what went wrong, and the items it produced for `--json`.
public struct ItemChangeState: ViewState {
    /// What the change did, a line per item ("Completed item 4: Ship it").
    public var confirmation: String?
    /// What went wrong; the change wrote nothing.
    public var error: UserFacingError?
    /// The items the change produced, in the order asked (removals give them as they were
    /// before), held in the batches a bulk change wrote them in: 100,000 items once, not twice.
    public var produced = ChangedItems(items: [])
    /// Whether the change succeeded without writing (every item already as asked): it left no
    /// journal entry, so a newer entry is another process's.
    public var wroteNothing = false

    /// Nothing changed yet.
    public init() {}

    /// ``produced`` as one array (a copy for a change of several batches).
    public var changed: [Item] {
        get { produced.items }
        set { produced = ChangedItems(items: newValue) }
    }

    public var description: String {
        var parts: [String] = []
        if let confirmation { parts.append("confirmation=\"\(confirmation)\"") }
        if let error { parts.append("error=\"\(error.message)\"") }
        if wroteNothing { parts.append("wroteNothing") }
        if !produced.isEmpty {
            parts.append("changed=\(produced.map(\.id.description).joined(separator: ","))")
        }
        return "ItemChange(" + parts.joined(separator: " ") + ")"
    }
}
