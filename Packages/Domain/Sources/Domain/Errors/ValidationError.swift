/// A value the domain refuses, naming the field and the rule it broke.
public struct ValidationError: Error, Hashable, Sendable {
    /// The field a value is for, as messages name it: one of these, or a plain field's own
    /// (``PlainFieldValue/field``).
    public struct Field: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }

        public static let personName = Field(rawValue: "name")
        public static let itemName = Field(rawValue: "item name")
        public static let emailAddress = Field(rawValue: "email")
        public static let identifier = Field(rawValue: "id")
        public static let pageLimit = Field(rawValue: "limit")
        public static let dueDate = Field(rawValue: "due date")
        public static let priority = Field(rawValue: "priority")
        public static let tag = Field(rawValue: "tag")
        public static let tags = Field(rawValue: "tags")
        public static let note = Field(rawValue: "note")
        public static let notes = Field(rawValue: "notes")
        public static let recurrence = Field(rawValue: "recurrence")
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
        /// Not written as the field's forms say (a plain field's: "a duration such as 90m").
        case expected(String)
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
