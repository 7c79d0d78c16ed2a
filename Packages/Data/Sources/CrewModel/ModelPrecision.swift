/// How much of a command's outcome a subject can tell: the use cases say everything; a `crew`
/// process says only what it printed (`--json=id`) and its exit status.
public enum ModelPrecision: Sendable {
    case exact
    case asPrinted
}

extension ModelOutcome {
    /// The outcome as a subject of `precision` can report it.
    public func reduced(to precision: ModelPrecision) -> ModelOutcome {
        guard precision == .asPrinted else { return self }
        switch self {
        case .failed(let failure): return .refused(status: failure.exitStatus)
        case .changed(let ids, _): return .changed(ids: ids, unchanged: [])
        case .added(let ids): return .addedCount(ids.count)
        default: return self
        }
    }
}
