import CommandGrammar
import Domain
import Presentation

#if canImport(FoundationEssentials)
    // Foundation's essentials only: the rest of Foundation (CoreFoundation, ICU) would make
    // every start of the static crew pay for relocating tens of megabytes it does not use.
    import FoundationEssentials
#else
    import Foundation
#endif

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// crew's entry point: parses the command line, builds the composition root, runs the command,
/// and turns every outcome into a message and an exit code (never a stack trace).
@MainActor
public enum CrewApplication {
    /// Runs with the process's arguments, environment and streams, then exits.
    public static func main() async {
        let console = Console.standard()
        var status: ExitStatus
        switch CommandLineArguments.decoded() {
        case .success(let arguments):
            status = await run(
                arguments: arguments, environment: ProcessEnvironment.read(), console: console)
        case .failure(let error):
            // Foundation would repair such an argument with U+FFFD and crew would store that silently.
            UsageReport(help: HelpFormatter(root: CommandCatalog.root), style: Style(isEnabled: false))
                .print(error, on: console)
            status = .usage
        }
        if let failure = console.outputFailure() {
            console.printError(message: failure, style: Style(isEnabled: false))
            status = .failure
        } else if console.outputStopped {
            // The reader went away: the output is cut, quietly, as SIGPIPE would end it.
            status = .failure
        }
        console.flush()
        exit(status.rawValue)
    }

    public static func run(arguments: [String], environment: [String: String], console: Console) async
        -> ExitStatus
    {
        // The config file is read first: its `me` is what `--user me` names. A file that is wrong
        // is reported once the command needs its settings (help and --version do not).
        let file = Result { () throws(UsageError) in
            let read = try ConfigFile.read(environment: environment)
            _ = try read.me()
            try read.checkAPIURL()
            return read
        }
        let me = (try? file.get()).flatMap { try? $0.me() }
        let parser = CommandLineParser(
            root: CommandCatalog.root, today: LocalClock.today(), me: me,
            configPath: ConfigFile.path(environment: environment))
        let help = HelpFormatter(root: CommandCatalog.root)
        let plainStyle = Style(isEnabled: false)
        let parsed: ParsedCommand
        do {
            parsed = try parser.parse(arguments)
        } catch {
            // `crew -p h`: the listing's options without a command are the default report of those items.
            let report = DefaultReport.arguments(
                filtering: arguments, height: console.height, outputIsTerminal: console.outputIsTerminal,
                knowsMe: me != nil, parse: parser.parse)
            switch report {
            case .success(let listing):
                return await run(arguments: listing, environment: environment, console: console)
            case .failure(let listingError):
                UsageReport(help: help, style: plainStyle).print(listingError, on: console)
            case nil:
                UsageReport(help: help, style: plainStyle).print(error, on: console)
            }
            return .usage
        }
        if parsed.isSet(GlobalOptions.declared.version) {
            console.print("crew \(CommandCatalog.version)")
            return .success
        }
        if parsed.path == ["help"], parsed.isSet(CommandCatalog.help.man) {
            let topics = HelpTopic.all.map { (title: $0.title, text: $0.text) }
            console.output.write(
                ManPage(root: CommandCatalog.root, version: CommandCatalog.version, topics: topics).roff())
            return .success
        }
        if parsed.path == ["help"] || parsed.isSet(GlobalOptions.declared.help) {
            let path = parsed.path == ["help"] ? parsed.arguments : parsed.path
            if path.count == 1, parser.command(at: path) == nil, let topic = HelpTopic.named(path[0]) {
                console.output.write(topic.title.uppercased() + "\n\n" + topic.text + "\n")
                return .success
            }
            guard let spec = parser.command(at: path) else {
                let topics = HelpTopic.all.map(\.name).joined(separator: ", ")
                UsageReport(help: help, style: plainStyle).print(
                    UsageError(
                        "Unknown command or topic '\(path.joined(separator: " "))' (the topics: \(topics))",
                        path: ["help"]),
                    on: console)
                return .usage
            }
            console.output.write(help.help(spec, path: path) + (path.isEmpty ? "\n" + HelpTopic.listing : ""))
            return .success
        }
        if parsed.path.isEmpty {
            // `crew` alone: the default report (global options such as --store kept); in a pipe as
            // TSV, every row, as `crew -p h` is.
            let height = console.outputIsTerminal ? console.height : nil
            return await run(
                arguments: arguments
                    + DefaultReport.arguments(
                        height: height, knowsMe: me != nil, outputIsTerminal: console.outputIsTerminal),
                environment: environment,
                console: console)
        }
        guard let commandType = parser.command(at: parsed.path)?.crewCommand else {
            // A group without a subcommand (`crew`, `crew items`) is a usage error, as in
            // swift-argument-parser: what it offers goes to standard error, exit 64.
            console.printError("Error: Missing a subcommand")
            console.errors.write(
                help.help(parser.command(at: parsed.path) ?? CommandCatalog.root, path: parsed.path))
            return .usage
        }
        // `crew config set|unset` mends a file that cannot be read as it is (what it writes is
        // read back first); every other command stops at it.
        let mendsTheFile = commandType == ConfigCommand.self && ConfigCommand.changesTheFile(parsed)
        if case .failure(let error) = file, !mendsTheFile {
            // The file, not the command line, is wrong: one sentence naming it, no usage line.
            console.printError(message: error.message, style: plainStyle)
            return .configuration
        }
        do {
            let configuration = try Configuration.resolve(
                parsed, environment: environment,
                file: mendsTheFile
                    ? (try? file.get())
                        ?? ConfigFile(path: ConfigFile.path(environment: environment), settings: [:])
                    : try file.get(),
                outputIsTerminal: console.outputIsTerminal)
            let command = try commandType.init(parsed)
            let style = Style(isEnabled: configuration.useColor)
            let context = CommandContext(
                console: console,
                container: DependencyContainer(
                    configuration: configuration, readingOnly: commandType == CompleteCommand.self,
                    onlyReads: commandType.onlyReads,
                    today: parsed.today,
                    warn: { console.printError(MessageText.escaped($0)) }),
                style: style, path: parsed.path, help: help,
                tracer: StateTracer(console: configuration.trace ? console : nil), today: parsed.today,
                explainingMe: parsed.namesMe ? parsed.context.sayingWhereMeIsSet : { $0 })
            let status: ExitStatus
            do {
                try await command.run(context)
                if let notice = await context.container.takeOfflineNotice() { console.printError(notice) }
                status = .success
            } catch {
                status = error.status
            }
            console.flush()
            // A request still inside libcurl when `exit` runs OpenSSL's exit handlers corrupts the
            // heap under it: each is stopped first, and one that does not stop in time is left to
            // the kernel (`_exit`: crew's output is out and its store's writes are committed).
            if !context.container.endTransfers() { _exit(status.rawValue) }
            return status
        } catch {
            let usage = UsageError(error.message, path: error.path.isEmpty ? parsed.path : error.path)
            UsageReport(help: help, style: plainStyle).print(usage, on: console)
            return .usage
        }
    }
}
