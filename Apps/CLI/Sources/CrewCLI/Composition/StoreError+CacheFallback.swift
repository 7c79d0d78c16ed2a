import DataLayer

extension StoreError {
    /// Whether an API run may cache in memory instead: only when the file cannot be used at all.
    /// A file that holds local data or another API's cache, or a newer crew's schema, is someone's
    /// data: refusing it (exit 1) says so, where caching in memory would hide it.
    var allowsCachingInMemory: Bool {
        switch self {
        case .holdsOtherContents, .newerSchema, .unknownSchema: false
        case .notACrewDatabase, .notARegularFile, .emptyFileNotCrews, .readOnly, .cannotCreate, .cannotOpen,
            .busy, .fileSizeLimit, .replaced, .noIDLeft, .sqlite, .server, .noSuchFolder, .noStore:
            true
        }
    }
}
