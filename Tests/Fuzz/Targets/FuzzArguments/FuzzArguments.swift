import CommandGrammar
import Foundation
import FuzzSupport

@testable import CrewCLI

/// The command line: any arguments are parsed, and every command they name is built from them
/// (where values are checked). Nothing may crash; an error must be a usage error.
@_cdecl("LLVMFuzzerTestOneInput")
func fuzzArguments(_ start: UnsafePointer<UInt8>?, _ count: Int) -> Int32 {
    let arguments = Fuzzer.strings(Fuzzer.bytes(start, count))
    MainActor.assumeIsolated {
        let today = LocalClock.today()
        let parser = CommandLineParser(root: CommandCatalog.root, today: today)
        guard let parsed = try? parser.parse(arguments) else { return }
        _ = try? Configuration.resolve(parsed, environment: ["HOME": "/nonexistent"], outputIsTerminal: false)
        guard let command = parser.command(at: parsed.path)?.crewCommand else { return }
        _ = try? command.init(parsed)
        // The shell reads its lines with the same grammar.
        _ = ShellInstruction.parse(arguments.joined(separator: " "), today: today)
    }
    return 0
}

@_cdecl("FuzzArguments_main")
func main(_ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> Int32 {
    Fuzzer.run(argc, argv)
}
