/// A value the domain refuses, naming the field and the rule it broke.
public struct ValidationError: Error, Hashable, Sendable {
    /// The field a value is for, as messages name it: one of these, or a plain field's own
    /// (``PlainFieldValue/field``).
    public struct Field: RawRepresentable, Hashable, Sendable {
        /// The field's name as messages say it.
        public let rawValue: String
        /// The field named `rawValue`.
        public init(rawValue: String) { self.rawValue = rawValue }

        /// A person's name.
        public static let personName = Field(rawValue: "name")
        public static let author = Field(rawValue: "author")
        /// An item's name.
        public static let itemName = Field(rawValue: "item name")
        /// An e-mail address.
        public static let emailAddress = Field(rawValue: "email")
        /// A record's id.
        public static let identifier = Field(rawValue: "id")
        /// A page's `--limit`.
        public static let pageLimit = Field(rawValue: "limit")
        /// An item's due day.
        public static let dueDate = Field(rawValue: "due date")
        /// An item's priority.
        public static let priority = Field(rawValue: "priority")
        /// One tag.
        public static let tag = Field(rawValue: "tag")
        /// An item's set of tags.
        public static let tags = Field(rawValue: "tags")
        /// One note.
        public static let note = Field(rawValue: "note")
        /// An item's notes together.
        public static let notes = Field(rawValue: "notes")
        /// An item's recurrence (`--every`).
        public static let recurrence = Field(rawValue: "recurrence")
        /// How far `--postpone` moves each due day.
        public static let postponement = Field(rawValue: "postponement")
    }

    /// The rule a value broke.
    public enum Problem: Hashable, Sendable {
        /// Nothing, or only spaces.
        case empty
        /// Longer than `maximum` characters.
        case tooLong(maximum: Int)
        /// A line break inside a one-line value.
        case containsLineBreak
        /// A tab or another control character.
        case containsControlCharacter
        /// A bidirectional control or zero-width character: text that shows something else than it holds.
        case containsInvisibleCharacter
        /// An invisible formatting character (a soft hyphen, a tag letter), at the position (from 1)
        /// of the character that holds it.
        case invisibleCharacter(Unicode.Scalar, position: Int)
        /// More UTF-8 bytes than the value's length allows (characters heavy with marks).
        case tooManyBytes(maximum: Int)
        /// More than `maximum` combining marks one after another on one character.
        case tooManyMarks(maximum: Int)
        /// Zero or less where only a positive number makes sense.
        case notPositive
        /// A number outside the range given.
        case outOfRange(ClosedRange<Int>)
        /// An e-mail address of the wrong shape.
        case malformed(EmailAddressDefect)
        /// Not one of the forms a day may be typed in (``DueDate/acceptedForms``).
        case unknownDateForm
        /// Not a number of days, weeks, months or years (`3d`, `1w`, `2m`, `-1d`).
        case notADuration
        /// A day the calendar does not have (2026-02-30).
        case noSuchDay
        /// A day before ``DueDate/earliest`` or after ``DueDate/latest`` (`+99999y`, `10000-01-01`).
        case outsideCalendar
        /// Not one of the words listed.
        case notOneOf([String])
        /// A tag holds other characters than `a`–`z`, `0`–`9`, `-` and `_`.
        case notATag
        /// More than `maximum` of them.
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
        /// A space or another blank inside the address.
        case containsWhitespace
        /// No `@`, or more than one.
        case needsExactlyOneAtSign
        /// Nothing before the `@`.
        case missingLocalPart
        /// The part after the `@` is no host name.
        case invalidDomain
        /// Wrapped in `<` and `>`, as a mail header writes it (`Ann Lee <ann@example.org>`): the
        /// brackets are not part of the address.
        case containsAngleBracket
    }

    /// The field whose value was refused.
    public let field: Field
    /// What is wrong with it.
    public let problem: Problem

    /// The error for `field` breaking `problem`.
    public init(field: Field, problem: Problem) {
        self.field = field
        self.problem = problem
    }
}
