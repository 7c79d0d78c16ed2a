import CommandGrammar
import DataLayer
import Domain

/// Where the database lives, and what it holds.
///
/// Local data: `--store`, else `CREW_STORE`, else `$XDG_DATA_HOME/crew/crew.sqlite3`, else
/// `~/.local/share/crew/crew.sqlite3`. With an API, the store is that API's cache: `--store`,
/// else one file per API origin under `$XDG_CACHE_HOME/crew/`, else `~/.cache/crew/`; never the
/// local store (`CREW_STORE` names local data only). A relative XDG value is ignored, as the
/// XDG specification asks. A `postgres://` or `postgresql://` URL, in `--store` or `CREW_STORE`,
/// is a database on a PostgreSQL server, which a team shares.
enum StoreLocation: Equatable, Sendable {
    /// `makesFolders`: crew's own default location, whose folders are made; a path a person
    /// named must be in a folder that exists.
    case file(path: String, contents: StoreContents, makesFolders: Bool = true)
    case postgres(url: PostgresURL, contents: StoreContents)
    case inMemory

    /// `configured` is the config file's `store` and where it was written: below `CREW_STORE`.
    static func resolve(
        storeOption: String?, inMemory: Bool, api: APIOrigin?, environment: [String: String],
        configured: (value: String, source: String)? = nil
    ) throws(UsageError) -> StoreLocation {
        if inMemory {
            guard storeOption == nil else {
                throw UsageError("The options '--store' and '--in-memory' cannot be used together", path: [])
            }
            return .inMemory
        }
        let contents = api.map { StoreContents.cache(origin: $0.description) } ?? .localData
        // Named as the default location is spelled, a store is made there as by default.
        let defaultPath = (try? baseFolder(environment, xdg: "XDG_DATA_HOME", fallback: ".local/share"))
            .map { $0 + "/crew/crew.sqlite3" }
        if let storeOption {
            guard !storeOption.isEmpty else {
                throw UsageError("The value '' is invalid for '--store <path|url>'", path: [])
            }
            return try place(
                storeOption, contents: contents, from: "--store <path|url>", defaultPath: defaultPath)
        }
        if let api {
            let folder = try baseFolder(environment, xdg: "XDG_CACHE_HOME", fallback: ".cache")
            return .file(path: folder + "/crew/" + api.cacheFileName, contents: contents)
        }
        if let path = environment["CREW_STORE"], !path.isEmpty {
            return try place(path, contents: contents, from: "CREW_STORE", defaultPath: defaultPath)
        }
        if let configured {
            return try place(
                configured.value, contents: contents, from: "'store' (\(configured.source))",
                defaultPath: defaultPath)
        }
        let folder = try baseFolder(environment, xdg: "XDG_DATA_HOME", fallback: ".local/share")
        return .file(path: folder + "/crew/crew.sqlite3", contents: contents)
    }

    /// The store as a person reads where it is: the file's path, the database's URL without its
    /// password, or "in memory".
    var shownLocation: String {
        switch self {
        case .file(let path, _, _): path
        case .postgres(let url, _): url.description
        case .inMemory: "in memory"
        }
    }

    /// Rows a whole listing reads per page: `onFile` from a file or from memory, where a smaller
    /// page touches less memory afresh; the most a page may hold from a PostgreSQL server, which
    /// answers each page in a round trip (a million items listed over a Unix socket in 0.82× the
    /// time of pages of 250, 7 interleaved pairs).
    func streamingPageSize(onFile: Int) -> Int {
        if case .postgres = self { return PageRequest.maximumLimit }
        return onFile
    }

    /// A PostgreSQL database for a URL of its schemes, else a file: a name is a path, never one
    /// of SQLite's special names (`:memory:` would keep nothing while saying it added).
    private static func place(
        _ text: String, contents: StoreContents, from source: String, defaultPath: String?
    ) throws(UsageError) -> StoreLocation {
        guard let url = PostgresURL(text) else {
            guard text != ":memory:" else {
                throw UsageError(
                    "The value ':memory:' is invalid for '\(source)': it is SQLite's name for a database that keeps nothing; use --in-memory for a store that lasts one run",
                    path: [])
            }
            // SQLite would read `file:…?mode=memory` as a URI, and crew's checks the literal path.
            guard !text.hasPrefix("file:") else {
                throw UsageError(
                    "The value '\(text)' is invalid for '\(source)': crew takes a path, not an SQLite URI (write ./\(text) for a file so named)",
                    path: [])
            }
            return .file(path: text, contents: contents, makesFolders: text == defaultPath)
        }
        return .postgres(url: url, contents: contents)
    }

    /// `$XDG_...` when it is absolute, else `$HOME/fallback`.
    private static func baseFolder(
        _ environment: [String: String], xdg: String, fallback: String
    ) throws(UsageError) -> String {
        if let folder = environment[xdg], folder.hasPrefix("/") { return folder }
        guard let home = environment["HOME"], home.hasPrefix("/") else {
            throw UsageError(
                "Cannot find a place for the store: set HOME, \(xdg) or CREW_STORE, or pass --store", path: []
            )
        }
        return home + "/" + fallback
    }
}
