import DataLayer
import FuzzSupport

@testable import CrewCLI

/// The import readers: `items import` (JSON array, JSON Lines, TSV) and `crew import` (a backup
/// document). Any bytes give records or an error with a line that exists in the input.
@_cdecl("LLVMFuzzerTestOneInput")
func fuzzImport(_ start: UnsafePointer<UInt8>?, _ count: Int) -> Int32 {
    let bytes = Fuzzer.bytes(start, count)
    let lines = bytes.count { $0 == 0x0A || $0 == 0x0D } + 1
    do {
        let records = try ItemImportParser.parse(bytes)
        precondition(records.allSatisfy { (1...lines).contains($0.line) })
    } catch {
        precondition((1...lines).contains(error.line), "line \(error.line) of \(lines)")
    }
    do {
        let document = try StoreDocumentReader.read(bytes, describing: { "\($0)" })
        precondition(document.userLines.count == document.document.users.count)
    } catch {
        precondition((1...lines).contains(error.line), "line \(error.line) of \(lines)")
    }
    return 0
}

@_cdecl("FuzzImport_main")
func main(_ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> Int32 {
    Fuzzer.run(argc, argv)
}
