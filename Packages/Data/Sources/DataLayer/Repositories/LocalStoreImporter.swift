import Domain

/// Applies import plans to a local store, in one transaction each.
public struct LocalStoreImporter: StoreImporter {
    private let store: any ImportPlanStore

    /// Imports into `store`.
    public init(store: any ImportPlanStore) {
        self.store = store
    }

    public func apply(_ plan: StoreImportPlan) async throws -> StoreImportReport {
        try await store.apply(plan)
    }
}
