import Domain

/// Recorded changes as rows a view prints, written once for `crew log` and an item's history:
/// the time in the person's clock, the sentence, the records; users a change names are named.
struct LogRows: Sendable {
    let findUser: FindUser
    let localTime: LocalTime

    func rows(_ changes: [JournalEntry]) async -> [LogRow] {
        let names = await self.names(in: changes)
        return changes.map { change in
            LogRow(
                sequence: change.sequence, date: localTime.minutes(change.date),
                time: localTime.iso8601(change.date),
                summary: ChangeDescription.describing(change, names: names),
                records: ChangeDescription.records(of: change), author: change.author.name,
                role: change.author.role)
        }
    }

    /// The names of the users the changes name (an item's new owner); a user removed since is
    /// named by id.
    private func names(in changes: [JournalEntry]) async -> [User.ID: String] {
        var names: [User.ID: String] = [:]
        for id in changes.reduce(into: Set<User.ID>(), { $0.formUnion(ChangeDescription.namedUsers(in: $1)) })
        {
            if let user = try? await findUser.execute(.id(id)) { names[id] = user.name.value }
        }
        return names
    }
}
