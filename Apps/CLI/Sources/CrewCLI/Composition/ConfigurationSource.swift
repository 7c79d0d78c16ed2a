/// One setting in force and where it came from (a flag, the environment, the config file's line,
/// or the default), as `crew config` prints it.
struct ConfigurationSource: Equatable, Sendable {
    let key: String
    /// As shown: a password in a URL is `***`.
    let value: String
    let source: String
}
