import Domain

/// What stands for whole-store import when crew works against an API: a backup is restored all
/// or nothing, and the API has no transactions to promise that with.
public struct RemoteStoreImporter: StoreImporter {
    /// An importer that refuses: an API's cache cannot be restored into.
    public init() {}

    public func apply(_ plan: StoreImportPlan) async throws -> StoreImportReport {
        throw DomainError.notSupported(
            reason:
                "A backup is imported into a local store only: the API cannot take it all or nothing")
    }
}
