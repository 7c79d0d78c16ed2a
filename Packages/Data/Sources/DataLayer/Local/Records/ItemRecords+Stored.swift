import Domain

extension ItemRecords {
    /// Keeps a row read by id: readable or damaged; a row crew cannot address is left out.
    mutating func add(_ stored: StoredItem) {
        switch stored {
        case .readable(let item): items.append(item)
        case .damaged(let item): damaged.append(item)
        case .unaddressable: break
        }
    }

    /// The ids among `ids` that are neither readable nor damaged here: items that do not exist.
    func missing(among ids: [Item.ID]) -> [Item.ID] {
        let present = Set(items.map(\.id) + damaged.map(\.id))
        return ids.filter { !present.contains($0) }
    }

    /// The readable items by id.
    var byID: [Item.ID: Item] {
        Dictionary(items.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
    }
}
