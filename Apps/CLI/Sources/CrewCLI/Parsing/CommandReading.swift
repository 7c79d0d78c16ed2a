import Domain

/// What crew reads a command line against besides its words, given to the parser once: the day
/// in the local time zone that typed days count from (`tomorrow`, `+3d`), and who "me" is (the
/// config file's `me`), so that `--user me` names that user.
struct CommandReading: Equatable, Sendable {
    let today: DueDate
    let me: UserReference?

    init(today: DueDate, me: UserReference? = nil) {
        self.today = today
        self.me = me
    }
}
