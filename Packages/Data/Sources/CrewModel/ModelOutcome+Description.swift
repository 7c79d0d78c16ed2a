/// An outcome said shortly: a long list of ids as its count, first and last few.
extension ModelOutcome: CustomStringConvertible {
    public var description: String {
        switch self {
        case .changed(let ids, let unchanged):
            "changed \(ModelRun.summary(ids))"
                + (unchanged.isEmpty ? "" : ", unchanged \(ModelRun.summary(unchanged.sorted()))")
        case .added(let ids): "added \(ModelRun.summary(ids))"
        case .addedUser(let id): "added user \(id)"
        case .removed(let ids): "removed \(ModelRun.summary(ids))"
        case .removedUser(let id): "removed user \(id)"
        case .noted(let id, let count): "item \(id) has \(count) notes"
        case .undone: "undone"
        case .actingAs(let person): "acting as \(person)"
        case .exported(let number): "exported backup \(number)"
        case .imported(let users, let items): "imported \(users) users and \(items) items"
        case .failed(let failure): "refused: \(failure)"
        case .refused(let status): "refused with exit status \(status)"
        case .addedCount(let count): "added \(count) items"
        }
    }
}
