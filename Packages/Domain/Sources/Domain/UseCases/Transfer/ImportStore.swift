#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Merges a store document into the store (`crew import`), or makes the store what the document
/// holds (`crew import --replace`), all or nothing.
///
/// Replacing removes every user and item first, in the same transaction and journaled with it
/// (one `crew undo` puts them back), then adds the document's records with their ids.
///
/// Into an empty store every id is kept, so a backup comes back exactly. Into a store that
/// already has data, a user of the document is the same person as a stored user with the same
/// e-mail (the stored one is kept as it is), other users are added, every item gets a new id,
/// and each item's owner is found again through the e-mail, never through the document's id.
/// An item keeps its stable identity everywhere: one whose identity the store already holds is
/// left as it is (``StoreImportReport/itemsAlreadyThere``), so a backup imported twice adds nothing.
public struct ImportStore: Sendable {
    private let users: any UserRepository
    private let items: any ItemRepository
    private let importer: any StoreImporter

    /// Imports documents into the store of `users` and `items`, written by `importer` in one transaction.
    public init(users: any UserRepository, items: any ItemRepository, importer: any StoreImporter) {
        self.users = users
        self.items = items
        self.importer = importer
    }

    /// Adds what `document` holds that the store does not have (with `replacing`, after removing everything);
    /// returns what it did.
    public func execute(_ document: StoreDocument, replacing: Bool = false) async throws -> StoreImportReport
    {
        try Self.validate(document)
        // Replacing empties the store first: ids are kept, as into an empty store.
        let keepsIDs = replacing ? true : try await storeIsEmpty()
        var newUsers: [NewUser] = []
        var matched: [User] = []
        var owners: [User.ID: ImportedOwner] = [:]
        for user in document.users {
            if !keepsIDs, let existing = try await users.user(withEmail: user.email) {
                matched.append(existing)
                owners[user.id] = .existing(existing.id)
            } else {
                owners[user.id] = .added(index: newUsers.count)
                // Into an empty store a user keeps its identity too; into another store it is a
                // new person there (an identity could meet the same one under another e-mail).
                newUsers.append(
                    NewUser(
                        uuid: keepsIDs ? user.uuid : nil, name: user.name, email: user.email,
                        requestedID: keepsIDs ? user.id : nil))
            }
        }
        let planned = document.items.map { item in
            PlannedItem(
                item: NewItem(item, requestedID: keepsIDs ? item.id : nil),
                owner: item.ownerID.flatMap { owners[$0] } ?? .nobody)
        }
        return try await importer.apply(
            StoreImportPlan(
                newUsers: newUsers, matchedUsers: matched, items: planned, replacesEverything: replacing))
    }

    /// How many users and items the store holds: what a replacing import would remove.
    public func heldRecords() async throws -> (users: Int, items: Int) {
        var count = 0
        var page = try PageRequest(limit: PageRequest.maximumLimit)
        while true {
            let found = try await users.users(matching: nil, page: page)
            count += found.elements.count + found.unreadable.count
            guard let next = found.next else { break }
            page = next
        }
        return (count, try await items.counts(matching: ItemFilter()).total)
    }

    /// The document's own rules: each e-mail, id and item identity once, and every owner one of
    /// its users.
    static func validate(_ document: StoreDocument) throws(StoreDocumentError) {
        var emails = Set<EmailAddress>()
        var userIDs = Set<User.ID>()
        for (index, user) in document.users.enumerated() {
            guard userIDs.insert(user.id).inserted else { throw .duplicateUserID(user.id, userIndex: index) }
            guard emails.insert(user.email).inserted else {
                throw .duplicateEmail(user.email, userIndex: index)
            }
        }
        var itemIDs = Set<Item.ID>()
        var identities = Set<UUID>()
        for (index, item) in document.items.enumerated() {
            guard itemIDs.insert(item.id).inserted else { throw .duplicateItemID(item.id, itemIndex: index) }
            guard identities.insert(item.uuid).inserted else {
                throw .duplicateItemIdentity(item.uuid, itemIndex: index)
            }
            if let owner = item.ownerID, !userIDs.contains(owner) {
                throw .unknownOwner(owner, itemIndex: index)
            }
        }
    }

    private func storeIsEmpty() async throws -> Bool {
        let anyUser = try await users.users(matching: nil, page: PageRequest(limit: 1))
        guard anyUser.elements.isEmpty else { return false }
        return try await items.counts(matching: ItemFilter()).total == 0
    }
}
