import Domain

/// Stored items another tool damaged (a name with a tab, an empty note, written by a
/// teammate's `psql`) are rows of the screen too: listed as damaged after the rows of their
/// page, counted in the header as the store counts them, and opened with Enter, which says
/// what is wrong and the command that repairs it.
extension ItemScreenViewModel {
    static func listingDamaged(_ list: ItemListState, today: DueDate) -> ItemListState {
        guard !list.unreadableRecords.isEmpty else { return list }
        var listed = list
        let shown = Set(list.rows.compactMap(\.itemID))
        for record in list.unreadableRecords {
            guard let id = Item.ID(rawValue: record.id), !shown.contains(id) else { continue }
            listed.rows.append(
                ItemRow(damaged: id, problem: ErrorMessage.describing(record.problem), today: today))
        }
        return listed
    }
}
