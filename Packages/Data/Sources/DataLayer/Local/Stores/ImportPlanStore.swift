import Domain

/// A store that applies a whole import plan in one transaction (see `StoreImportPlan`).
public protocol ImportPlanStore: Sendable {
    func apply(_ plan: StoreImportPlan) async throws -> StoreImportReport
}
