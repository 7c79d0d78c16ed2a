import CrewModel

extension ModelCommand {
    /// The same change aimed at `target` instead; a command without a target is itself.
    func targeting(_ target: ModelTarget) -> ModelCommand {
        switch self {
        case .complete: .complete(target)
        case .reopen: .reopen(target)
        case .remove: .remove(target)
        case .assign(_, let owner): .assign(target, owner: owner)
        case .edit(_, let edit): .edit(target, edit)
        default: self
        }
    }
}
