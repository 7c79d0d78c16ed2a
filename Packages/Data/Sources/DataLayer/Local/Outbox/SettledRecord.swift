import Domain

/// What the cache shows of a record once one of its waiting changes was settled with the server's
/// answer: as the newest change still waiting after it left it; otherwise the server's answer,
/// with the fields of any earlier change still waiting (one in conflict) over it, so that the
/// answer never hides that change, nor that change the answer (an offline due day in conflict,
/// then a done the server took: the cache shows both).
enum SettledRecord {
    static func shown(answer: Item?, settled number: Int, waiting: [WaitingChange]) -> Item? {
        if let later = waiting.last(where: { $0.number > number }) { return later.record }
        guard var shown = answer else { return nil }
        for earlier in waiting where earlier.number < number && earlier.action == .update {
            guard let base = earlier.base, let record = earlier.record else { continue }
            for field in ItemField.changed(from: base, to: record) {
                shown = field.copy(from: record, into: shown)
            }
        }
        return shown
    }
}
