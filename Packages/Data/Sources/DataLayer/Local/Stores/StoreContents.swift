/// What a crew database holds, recorded in its own metadata when it is created: a person's own
/// data, or the cache of one API origin. Caches are disposable; local data is not, so crew never
/// uses one as the other, nor one origin's cache for another origin.
public enum StoreContents: Hashable, Sendable, CustomStringConvertible {
    /// A person's own data.
    case localData
    /// The cache of the API at this origin (see ``APIOrigin``).
    case cache(origin: String)

    public var description: String {
        switch self {
        case .localData: "local data"
        case .cache(let origin): "the API cache of \(origin)"
        }
    }
}
