import CommandGrammar
import DataLayer
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

    static func resolve(
        _ parsed: ParsedCommand, environment: [String: String], outputIsTerminal: Bool
    ) throws(UsageError) -> Configuration {
        var apiURL: URL?
        var apiOrigin: APIOrigin?
        if let text = try parsed.value(GlobalOptions.declared.apiURL)
            ?? environment["CREW_API_URL"].flatMap({ $0.isEmpty ? nil : $0 })
        {
            guard let url = URL(string: text), let origin = APIOrigin(url) else {
                let rule =
                    if URLPassword.holdsDelimiter(text) {
                        "its password holds a '/', '?', '#' or '@': write them as %2F, %3F, %23 and %40"
                    } else if let port = URL(string: text)?.port, !(1...65_535).contains(port) {
                        "its port must be from 1 to 65535"
                    } else {
                        "it must be an http or https URL with a host"
                    }
                throw UsageError(
                    "The value '\(URLPassword.redacting(text))' is invalid for '--api-url <url>': \(rule)",
                    path: [])
            }
            apiURL = url
            apiOrigin = origin
        }
        let store = try StoreLocation.resolve(
            storeOption: try parsed.value(GlobalOptions.declared.store),
            inMemory: parsed.isSet(GlobalOptions.declared.inMemory),
            api: apiOrigin,
            environment: environment)
        var apiTimeout: TimeInterval = 10
        if let text = environment["CREW_API_TIMEOUT"], !text.isEmpty {
            guard let seconds = Double(text), seconds.isFinite, seconds > 0, seconds <= 3_600 else {
                throw UsageError(
                    "The value '\(text)' is invalid for CREW_API_TIMEOUT: it must be a number of seconds more than 0 and at most 3600",
                    path: [])
            }
            apiTimeout = seconds
        }
        let noColor =
            parsed.isSet(GlobalOptions.declared.noColor) || !(environment["NO_COLOR"] ?? "").isEmpty
            || environment["TERM"] == "dumb"
        return Configuration(
            store: store,
            apiURL: apiURL,
            apiOrigin: apiOrigin,
            apiToken: environment["CREW_API_TOKEN"].flatMap(APIToken.init),
            apiTimeout: apiTimeout,
            useColor: outputIsTerminal && !noColor,
            trace: environment["CREW_TRACE"] == "1",
            historyPath: ShellHistory.defaultPath(environment: environment)
        )
    }
}
