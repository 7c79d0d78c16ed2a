import Domain
import DomainTestSupport
import Foundation
import Testing

/// The field table (`ItemField.allCases`) against the Domain's places that handle every field:
/// comparing, copying, merging a change made offline, an edit's application and the row a view
/// shows at once. Each case is one field, so a field a place forgets fails naming it.
@Suite("Item field coverage: the Domain's places")
struct ItemFieldCoverageTests {
    private let base = makeItem(id: 4, name: "Plan", due: dueDate("2029-05-01"), priority: .low)

    @Test("every field of ItemFields is in the table, once")
    func tableHoldsEveryField() {
        let names = ItemField.allCases.map(\.rawValue)
        #expect(Set(names).count == names.count)
        // The stored properties of ItemFields, but the times (set by completing) and the owner's
        // id (the table's "owner"): each is a field of the table.
        let properties = Mirror(reflecting: ItemFields()).children.compactMap(\.label)
        let table = Set(names).union(["isCompleted", "ownerID", "createdAt", "completedAt"])
        for property in properties
        where !["isCompleted", "ownerID", "createdAt", "completedAt"].contains(property) {
            #expect(table.contains(property), "ItemFields.\(property) is not in the field table (ItemField)")
        }
    }

    @Test(
        "a field's example differs, is the same as itself, and copies across", arguments: ItemField.allCases)
    func compareAndCopy(field: ItemField) throws {
        let changed = try ItemFieldExamples.changing(field, of: base)
        #expect(!field.isSame(in: changed, as: base), "\(field): the example is no change")
        #expect(field.isSame(in: changed, as: changed))
        let copied = field.copy(from: changed, into: base)
        #expect(field.isSame(in: copied, as: changed), "\(field): copy(from:into:) drops it")
        #expect(ItemField.changed(from: base, to: changed).contains(field), "\(field): not named as changed")
        #expect(
            ItemField(rawValue: field.rawValue) == field, "\(field): the outbox could not read its name back")
    }

    @Test(
        "a field changed on one side is merged and sent; on both alike, nothing is sent",
        arguments: ItemField.allCases)
    func merge(field: ItemField) throws {
        let mine = try ItemFieldExamples.changing(field, of: base)
        let merged = ItemMerge(base: base, mine: mine, theirs: base)
        #expect(!merged.isConflict && merged.fieldsToSend.contains(field), "\(field): mine not sent")
        #expect(field.isSame(in: merged.merged, as: mine), "\(field): mine not merged")
        let theirs = ItemMerge(base: base, mine: base, theirs: mine)
        #expect(
            theirs.fieldsToSend.isEmpty && field.isSame(in: theirs.merged, as: mine), "\(field): theirs lost")
        let both = ItemMerge(base: base, mine: mine, theirs: mine)
        #expect(!both.isConflict && both.fieldsToSend.isEmpty, "\(field): the same change on both sides")
    }

    @Test(
        "a plain field is set and cleared by an edit, and shown at once as the edit leaves it",
        arguments: ItemFields.plainFields)
    func edit(field: PlainItemField) throws {
        let example = try ItemFieldExamples.changing(ItemField(field), of: base)
        let value = field.value(in: example.fields)
        let set = ItemEdit<User.ID>(plain: [PlainFieldChange(field, to: value)])
        #expect(!set.isEmpty)
        let applied = try set.applied(to: base)
        #expect(applied == example, "\(field.key): the edit's application")
        #expect(set.shown(on: NewItem(base)) == NewItem(example), "\(field.key): the row shown at once")
        #expect(set.withOwner(FieldChange<UserReference>?.none).plain == set.plain, "\(field.key): withOwner")
        let cleared = try ItemEdit<User.ID>(plain: [PlainFieldChange(field, to: nil)]).applied(to: example)
        #expect(field.value(in: cleared.fields) == nil)
    }

    @Test(
        "a plain field's value is refused as another kind, and its text reads back",
        arguments: ItemFields.plainFields)
    func plainValues(field: PlainItemField) throws {
        let value = try #require(ItemFieldExamples.plainValues[field.key]?.first)
        var fields = ItemFields()
        try field.write(value, into: &fields)
        #expect(field.value(in: fields) == value)
        #expect(field.text(in: fields) == field.text(of: value))
        let other: PlainValue = if case .whole = value { .text("x") } else { .whole(-1) }
        #expect(throws: ValidationError.self) { try field.write(other, into: &fields) }
    }
}
