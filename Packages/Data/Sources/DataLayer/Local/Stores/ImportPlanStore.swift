import Domain

/// A store that applies a whole import plan in one transaction (see `StoreImportPlan`).
public protocol ImportPlanStore: Sendable {
    /// Writes everything `plan` adds (and removes, when it replaces) in one transaction.
    func apply(_ plan: StoreImportPlan) async throws -> StoreImportReport
}
