import Domain

/// What a refresh from the server keeps of the changes still waiting: a record made, changed or
/// removed offline stays as that change left it until `crew sync` has sent it.
enum PendingOverlay {
    static func apply(_ pending: [PendingChange], to items: [Item]) -> [Item] {
        guard !pending.isEmpty else { return items }
        var byID = Dictionary(items.map { ($0.id, $0) }, uniquingKeysWith: { _, last in last })
        var order = items.map(\.id)
        for change in pending {
            switch change.action {
            case .create, .update:
                guard let record = change.record else { continue }
                if byID[record.id] == nil { order.append(record.id) }
                byID[record.id] = record
            case .remove:
                if let id = change.itemID { byID[id] = nil }
            }
        }
        return order.compactMap { byID[$0] }
    }
}
