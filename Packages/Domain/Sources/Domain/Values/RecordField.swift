/// A field of a record that a change can set on its own: what the outbox compares, merges and
/// names in a conflict (``ThreeWayMerge``), for items (``ItemField``) and users (``UserField``) alike.
public protocol RecordField: CaseIterable, Hashable, Sendable where AllCases == [Self] {
    /// The record the field belongs to (an item or a user).
    associatedtype Record: Hashable, Sendable

    /// Whether `one` and `other` hold the same value of this field.
    func isSame(in one: Record, as other: Record) -> Bool
    /// `record` with this field taken from `source`.
    func copy(from source: Record, into record: Record) -> Record
    /// When both sides changed this field differently, `mine` with the field holding both sides'
    /// changes at once, if the field can hold them (notes each side appended); `nil`: a conflict.
    func combining(base: Record, mine: Record, theirs: Record) -> Record?
}

extension RecordField {
    /// Most fields hold one value: two different changes to it are a conflict.
    public func combining(base: Record, mine: Record, theirs: Record) -> Record? { nil }

    /// The fields `after` holds differently from `before`, in the order the cases are declared.
    public static func changed(from before: Record, to after: Record) -> [Self] {
        allCases.filter { !$0.isSame(in: before, as: after) }
    }
}
