import Domain

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// What a refresh from the server keeps of the changes still waiting: a record made, changed or
/// removed offline stays as that change left it until `crew sync` has sent it.
enum PendingOverlay {
    ///
    /// A server record that carries the identity of a create still waiting (the create reached the
    /// server, but its answer did not reach crew) is left out: the waiting item stands for it
    /// until the next sync finds it by that identity and adopts the server's id.
    static func apply(_ pending: [WaitingChange], to items: [Item]) -> [Item] {
        guard !pending.isEmpty else { return items }
        let items = withoutWaitingCreates(items, pending: pending)
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

    /// `items` without the server's copies of creates still waiting (see `apply`).
    static func withoutWaitingCreates(_ items: [Item], pending: [WaitingChange]) -> [Item] {
        var waiting: [UUID: Item.ID] = [:]
        for change in pending where change.action == .create {
            if let record = change.record { waiting[record.uuid] = record.id }
        }
        guard !waiting.isEmpty else { return items }
        return items.filter { item in waiting[item.uuid].map { $0 == item.id } ?? true }
    }
}
