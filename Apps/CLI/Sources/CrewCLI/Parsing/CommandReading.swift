import Domain
import Presentation

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

    /// `message` with where `me` came from, when it says that the user `me` names cannot be
    /// found: "No user's name starts with “q”." is then followed by "('me = q' in crew's config
    /// file, …)", since the person typed `me`, not `q`.
    func sayingWhereMeIsSet(_ message: String) -> String {
        guard let me else { return message }
        let (written, failures): (String, [String]) =
            switch me {
            case .id(let id): ("\(id)", [ErrorMessage.describing(DomainError.userNotFound(id))])
            case .email(let email):
                ("\(email)", [ErrorMessage.describing(DomainError.noUserWithEmail(email))])
            case .namePrefix(let start):
                (start, [ErrorMessage.describing(DomainError.noUserNamed(start)), "\"\(start)\" matches "])
            }
        guard failures.contains(where: { message.hasPrefix($0) }) else { return message }
        let file = configPath ?? "$XDG_CONFIG_HOME/crew/config"
        let sentence = message.hasSuffix(".") ? String(message.dropLast()) : message
        return sentence + " ('me = \(written)' in crew's config file, \(file))."
    }

    /// Why `me` cannot be read when the config file names nobody, saying where to write it.
    var meNamesNobody: String {
        "'me' names nobody yet: write me = USER (an id, an email or a name's start) in crew's config file, "
            + (configPath ?? "$XDG_CONFIG_HOME/crew/config")
    }
}
