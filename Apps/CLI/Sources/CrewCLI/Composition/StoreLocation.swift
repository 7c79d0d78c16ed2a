/// Where the database lives: `--store`, else `CREW_STORE`, else
/// `$XDG_DATA_HOME/crew/crew.sqlite3`, else `~/.local/share/crew/crew.sqlite3`.
/// A relative `XDG_DATA_HOME` is ignored, as the XDG specification asks.
enum StoreLocation: Equatable, Sendable {
    case file(path: String)
    case inMemory

    static func resolve(
        storeOption: String?, inMemory: Bool, environment: [String: String]
    ) throws(UsageError) -> StoreLocation {
        if inMemory {
            guard storeOption == nil else {
                throw UsageError("The options '--store' and '--in-memory' cannot be used together", path: [])
            }
            return .inMemory
        }
        if let storeOption {
            guard !storeOption.isEmpty else {
                throw UsageError("The value '' is invalid for '--store <path>'", path: [])
            }
            return .file(path: storeOption)
        }
        if let path = environment["CREW_STORE"], !path.isEmpty { return .file(path: path) }
        if let data = environment["XDG_DATA_HOME"], data.hasPrefix("/") {
            return .file(path: data + "/crew/crew.sqlite3")
        }
        guard let home = environment["HOME"], home.hasPrefix("/") else {
            throw UsageError(
                "Cannot find a place for the store: set HOME, XDG_DATA_HOME or CREW_STORE, or pass --store",
                path: [])
        }
        return .file(path: home + "/.local/share/crew/crew.sqlite3")
    }
}
