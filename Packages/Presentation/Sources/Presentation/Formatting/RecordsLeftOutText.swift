import Domain

/// The sentence for a backup that stopped rather than leave damaged records out: each record
/// with its problem, then the commands that repair them, on one line (at most ten of each).
enum RecordsLeftOutText {
    static func describing(users: [UnreadableRecord], items: [UnreadableRecord]) -> String {
        let named =
            items.map { ("item \($0.id)", $0.problem, repair(item: $0)) }
            + users.map { ("user \($0.id)", $0.problem, repair(user: $0)) }
        let records = named.map { "\($0.0) (\(clause($0.1)))" }
        let commands =
            named.prefix(IDList.shownAtMost).map(\.2) + (named.count > IDList.shownAtMost ? ["…"] : [])
        let count = named.count == 1 ? "a damaged record" : "\(named.count) damaged records"
        return "The backup was stopped: it would leave out \(count), \(IDList.describing(records)). "
            + "Repair or remove \(named.count == 1 ? "it" : "them") (\(commands.joined(separator: "; "))), "
            + "then export again."
    }

    /// "the item name must not be empty": the rule's sentence as a clause.
    private static func clause(_ problem: ValidationError) -> String {
        let sentence = ErrorMessage.describing(problem)
        return (sentence.hasSuffix(".") ? String(sentence.dropLast()) : sentence).lowercasedFirst
    }

    private static func repair(item record: UnreadableRecord) -> String {
        guard let id = Item.ID(rawValue: record.id) else { return "another tool for item \(record.id)" }
        return RepairText.itemCommand(id, record.problem)
    }

    private static func repair(user record: UnreadableRecord) -> String {
        guard User.ID(rawValue: record.id) != nil else { return "another tool for user \(record.id)" }
        return "crew users remove \(record.id)"
    }
}
