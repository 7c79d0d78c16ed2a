import CommandGrammar
import DataLayer
import Domain
import Terminal

#if canImport(FoundationEssentials)
    // Foundation's essentials only: the rest of Foundation (CoreFoundation, ICU) would make
    // every start of the static crew pay for relocating tens of megabytes it does not use.
    import FoundationEssentials
#else
    import Foundation
#endif

/// Everything the flags and the environment decide, read once at start-up. Only the composition
/// root reads the environment; the layers below are handed what they need.
struct Configuration: Sendable {
    let store: StoreLocation
    let apiURL: URL?
    /// The API's origin, which names its cache.
    let apiOrigin: APIOrigin?
    let apiToken: APIToken?
    /// How long one request to the API may take, all of it (`CREW_API_TIMEOUT`, default 10 s).
    let apiTimeout: TimeInterval
    let useColor: Bool
    let trace: Bool
    /// Where the shell keeps the lines typed at it (`nil`: nowhere to keep them).
    let historyPath: String?
    /// Who "me" is (`me = USER` in the config file): `--user me` names this user.
    let me: UserReference?
    /// Where the config file is read from, for messages that tell a person to write in it.
    let configPath: String?
    /// The folder configs live under (`XDG_CONFIG_HOME`, else `HOME`): where `crew config set`
    /// makes the config file's folders.
    var configBase: String? = nil
    /// Each setting in force and where it came from, for `crew config`.
    let sources: [ConfigurationSource]
    /// `TERM=dumb`: a terminal that cannot move its cursor, where `crew ui` cannot draw.
    var terminalIsDumb = false
    /// Who this run's changes are journaled as: `me` as written, else the login name.
    var author: ChangeAuthor = .unknown
    /// When a change to several items asks first (`confirm` in the config file).
    var confirm = ConfirmPolicy.bulk

    /// Flags beat the environment, which beats the config file (`file`).
    /// The API `text` names (the flag's, the environment's or the config file's): its URL and
    /// origin; `nil` when it names none (`apiURLRule` says why).
    static func apiURL(_ text: String) -> (url: URL, origin: APIOrigin)? {
        guard !holdsBlank(text), let url = URL(string: text), let origin = APIOrigin(url) else { return nil }
        return (url, origin)
    }

    /// A space or a control character is a typo (`exa mple.com`), never escaped for the person.
    private static func holdsBlank(_ text: String) -> Bool {
        text.unicodeScalars.contains { $0.properties.isWhitespace || $0.value < 0x20 }
    }

    /// The rule a text that names no API (`apiURL`) breaks, as the sentence ends that refuses it.
    static func apiURLRule(_ text: String) -> String {
        if URLPassword.holdsDelimiter(text) {
            return "its password holds a '/', '?', '#' or '@': write them as %2F, %3F, %23 and %40"
        } else if let port = URL(string: text)?.port, !(1...65_535).contains(port) {
            return "its port must be from 1 to 65535"
        } else if holdsBlank(text) {
            return "a URL holds no space or control character (write a space in its path as %20)"
        } else if URL(string: text)?.host.map({ !APIOrigin.isHostName($0) }) == true {
            return "a host name holds none of % \" < > \\ ^ ` { | }"
        }
        return "it must be an http or https URL with a host"
    }

    static func resolve(
        _ parsed: ParsedCommand, environment: [String: String], file: ConfigFile = .none,
        outputIsTerminal: Bool
    ) throws(UsageError) -> Configuration {
        var apiURL: URL?
        var apiOrigin: APIOrigin?
        var sources: [ConfigurationSource] = []
        let apiFlag = try parsed.value(GlobalOptions.declared.apiURL)
        let apiEnvironment = environment["CREW_API_URL"].flatMap { $0.isEmpty ? nil : $0 }
        if let text = apiFlag ?? apiEnvironment ?? file["api-url"] {
            let source =
                apiFlag != nil
                ? "--api-url" : apiEnvironment != nil ? "CREW_API_URL" : file.source(of: "api-url") ?? ""
            sources.append(
                ConfigurationSource(key: "api-url", value: URLQuerySecrets.redacting(text), source: source))
            guard let api = Self.apiURL(text) else {
                let name = apiFlag != nil ? "'--api-url <url>'" : "CREW_API_URL"
                throw UsageError(
                    "The value '\(URLQuerySecrets.redacting(text))' is invalid for \(name): \(Self.apiURLRule(text))",
                    path: [])
            }
            (apiURL, apiOrigin) = (api.url, api.origin)
        }
        if apiURL == nil {
            sources.append(ConfigurationSource(key: "api-url", value: "none", source: "default"))
        }
        let storeFlag = try parsed.value(GlobalOptions.declared.store)
        let configuredStore = file["store"].map { (value: $0, source: file.source(of: "store") ?? "") }
        let store = try StoreLocation.resolve(
            storeOption: storeFlag,
            inMemory: parsed.isSet(GlobalOptions.declared.inMemory),
            api: apiOrigin,
            environment: environment, configured: configuredStore)
        sources.append(
            ConfigurationSource(
                key: "store", value: store.shownLocation,
                source: Self.storeSource(
                    flag: storeFlag, inMemory: parsed.isSet(GlobalOptions.declared.inMemory), api: apiOrigin,
                    environment: environment, file: file)))
        let me = try file.me()
        sources.append(
            ConfigurationSource(
                key: "me", value: file["me"] ?? "none", source: file.source(of: "me") ?? "default"))
        var apiTimeout: TimeInterval = 10
        if let text = environment["CREW_API_TIMEOUT"], !text.isEmpty {
            guard let seconds = Double(text), seconds.isFinite, seconds > 0, seconds <= 3_600 else {
                throw UsageError(
                    "The value '\(text)' is invalid for CREW_API_TIMEOUT: it must be a number of seconds more than 0 and at most 3600",
                    path: [])
            }
            apiTimeout = seconds
        }
        let (useColor, color) = Self.color(
            flag: parsed.isSet(GlobalOptions.declared.noColor), environment: environment, file: file,
            outputIsTerminal: outputIsTerminal)
        sources.append(color)
        sources.append(
            ConfigurationSource(
                key: "confirm", value: file["confirm"] ?? ConfirmPolicy.bulk.rawValue,
                source: file.source(of: "confirm") ?? "default"))
        return Configuration(
            store: store,
            apiURL: apiURL,
            apiOrigin: apiOrigin,
            apiToken: environment["CREW_API_TOKEN"].flatMap(APIToken.init),
            apiTimeout: apiTimeout,
            useColor: useColor,
            trace: environment["CREW_TRACE"] == "1",
            historyPath: ShellHistory.defaultPath(environment: environment),
            me: me,
            configPath: file.path ?? ConfigFile.path(environment: environment),
            configBase: ConfigFile.base(environment: environment),
            sources: sources.sorted {
                ConfigFile.keys.firstIndex(of: $0.key) ?? 0 < ConfigFile.keys.firstIndex(of: $1.key) ?? 0
            },
            terminalIsDumb: environment["TERM"] == "dumb",
            author: LoginName.author(me: file["me"]),
            confirm: file["confirm"].flatMap(ConfirmPolicy.init(rawValue:)) ?? .bulk
        )
    }

    /// Whether output is colored, and why: `--no-color`, then `NO_COLOR` and `TERM=dumb`, then the
    /// file's `color` (`always` colors a pipe too, `never` nothing), else a terminal only.
    private static func color(
        flag: Bool, environment: [String: String], file: ConfigFile, outputIsTerminal: Bool
    ) -> (Bool, ConfigurationSource) {
        if flag { return (false, ConfigurationSource(key: "color", value: "never", source: "--no-color")) }
        if !(environment["NO_COLOR"] ?? "").isEmpty {
            return (false, ConfigurationSource(key: "color", value: "never", source: "NO_COLOR"))
        }
        if environment["TERM"] == "dumb" {
            return (false, ConfigurationSource(key: "color", value: "never", source: "TERM=dumb"))
        }
        let chosen = file["color"] ?? "auto"
        let source = ConfigurationSource(
            key: "color", value: chosen, source: file.source(of: "color") ?? "default")
        switch chosen {
        case "always": return (true, source)
        case "never": return (false, source)
        default: return (outputIsTerminal, source)
        }
    }

    /// Where the store in force was named.
    private static func storeSource(
        flag: String?, inMemory: Bool, api: APIOrigin?, environment: [String: String], file: ConfigFile
    ) -> String {
        if inMemory { return "--in-memory" }
        if flag != nil { return "--store" }
        if api != nil { return "the API's cache" }
        if !(environment["CREW_STORE"] ?? "").isEmpty { return "CREW_STORE" }
        return file.source(of: "store") ?? "default"
    }
}
