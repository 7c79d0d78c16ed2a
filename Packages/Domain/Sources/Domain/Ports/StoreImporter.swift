/// Applies an import plan to a store: every user and item of it, or nothing (one transaction).
public protocol StoreImporter: Sendable {
    /// Adds the plan's users, then its items with their owners resolved; throws
    /// `DomainError.userNotFound` if a matched user is gone or has another e-mail by now, and the
    /// store's usual errors for taken ids or e-mails.
    func apply(_ plan: StoreImportPlan) async throws -> StoreImportReport
}
