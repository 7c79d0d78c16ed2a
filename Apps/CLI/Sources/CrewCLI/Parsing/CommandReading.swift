import Domain

/// What crew reads a command line against besides its words, given to the parser once: the day
/// in the local time zone that typed days count from (`tomorrow`, `+3d`), and who "me" is (the
/// config file's `me`), so that `--user me` names that user, and where that file is.
struct CommandReading: Equatable, Sendable {
    let today: DueDate
    let me: UserReference?
    /// Where the config file is (`nil`: neither XDG_CONFIG_HOME nor HOME is set).
    let configPath: String?

    init(today: DueDate, me: UserReference? = nil, configPath: String? = nil) {
        self.today = today
        self.me = me
        self.configPath = configPath
    }

    /// Why `me` cannot be read when the config file names nobody, saying where to write it.
    var meNamesNobody: String {
        "'me' names nobody yet: write me = USER (an id, an email or a name's start) in crew's config file, "
            + (configPath ?? "$XDG_CONFIG_HOME/crew/config")
    }
}
