#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Why a store document (a backup from `crew export`) cannot be imported: each case names the
/// record by its position in the document, so the reader of the file can find it.
public enum StoreDocumentError: Error, Hashable, Sendable {
    /// Two users of the document share an e-mail address; `index` is the second one.
    case duplicateEmail(EmailAddress, userIndex: Int)
    /// Two users of the document share an id; `index` is the second one.
    case duplicateUserID(User.ID, userIndex: Int)
    /// Two items of the document share an id; `index` is the second one.
    case duplicateItemID(Item.ID, itemIndex: Int)
    /// Two items of the document share a stable identity; `index` is the second one.
    case duplicateItemIdentity(UUID, itemIndex: Int)
    /// An item's owner is not one of the document's users.
    case unknownOwner(User.ID, itemIndex: Int)
}
