import CommandGrammar
import FuzzSupport

@testable import CrewCLI

/// The config file reader, on any bytes: nothing may crash; what it reads is only crew's keys,
/// each with a value of one line; and a byte-order mark before the same bytes changes nothing.
@_cdecl("LLVMFuzzerTestOneInput")
func fuzzConfig(_ start: UnsafePointer<UInt8>?, _ count: Int) -> Int32 {
    let bytes = Fuzzer.bytes(start, count)
    let read = Result { () throws(UsageError) in try ConfigFile.parse(bytes, path: "/c") }
    if case .success(let file) = read {
        let lines = bytes.split(separator: 0x0A, omittingEmptySubsequences: false).count
        for (key, setting) in file.settings {
            precondition(ConfigFile.keys.contains(key), "an unknown key was read: \(key)")
            precondition(!setting.value.isEmpty, "\(key) was read empty")
            precondition(
                !setting.value.contains(where: { $0 == "\n" || $0 == "\r\n" }), "\(key) holds a line break")
            precondition((1...lines).contains(setting.line), "\(key) is on line \(setting.line) of \(lines)")
        }
    }
    if !bytes.starts(with: [0xEF, 0xBB, 0xBF]) {
        let marked = Result { () throws(UsageError) in
            try ConfigFile.parse([0xEF, 0xBB, 0xBF] + bytes, path: "/c")
        }
        switch (read, marked) {
        case (.success(let plain), .success(let withMark)):
            precondition(plain == withMark, "a byte-order mark changed what was read")
        case (.failure(let plain), .failure(let withMark)):
            precondition(plain == withMark, "a byte-order mark changed the error")
        default:
            preconditionFailure("a byte-order mark changed whether the file reads")
        }
    }
    return 0
}

@_cdecl("FuzzConfig_main")
func main(_ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> Int32 {
    Fuzzer.run(argc, argv)
}
