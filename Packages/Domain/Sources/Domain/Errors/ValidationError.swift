/// A value the domain refuses, naming the field and the rule it broke.
public struct ValidationError: Error, Hashable, Sendable {
    public enum Field: String, Hashable, Sendable {
        case personName = "name"
        case itemName = "item name"
        case emailAddress = "email"
        case identifier = "id"
        case pageLimit = "limit"
        case dueDate = "due date"
        case priority = "priority"
        case tag = "tag"
        case tags = "tags"
        case note = "note"
        case notes = "notes"
        case recurrence = "recurrence"
    }

    public enum Problem: Hashable, Sendable {
        case empty
        case tooLong(maximum: Int)
        case containsLineBreak
        case containsControlCharacter
        /// A bidirectional control or zero-width character: text that shows something else than it holds.
        case containsInvisibleCharacter
        case notPositive
        case outOfRange(ClosedRange<Int>)
        case malformed(EmailAddressDefect)
        /// Not one of the forms a day may be typed in (``DueDate/acceptedForms``).
        case unknownDateForm
        /// A day the calendar does not have (2026-02-30).
        case noSuchDay
        /// A day before ``DueDate/earliest`` or after ``DueDate/latest`` (`+99999y`, `10000-01-01`).
        case outsideCalendar
        /// Not one of the words listed.
        case notOneOf([String])
        /// A tag holds other characters than `a`–`z`, `0`–`9`, `-` and `_`.
        case notATag
        case tooMany(maximum: Int)
        /// Not one of the periods an item may recur by (``Recurrence/acceptedForms``).
        case unknownRecurrence
        /// A recurring item without a due day: the next one is due a period after it.
        case needsDueDay
        /// A stored value crew cannot read back (another tool wrote it).
        case unreadable
    }

    /// What is wrong with an e-mail address's shape.
    public enum EmailAddressDefect: Hashable, Sendable {
        case containsWhitespace
        case needsExactlyOneAtSign
        case missingLocalPart
        case invalidDomain
    }

    public let field: Field
    public let problem: Problem

    public init(field: Field, problem: Problem) {
        self.field = field
        self.problem = problem
    }
}
