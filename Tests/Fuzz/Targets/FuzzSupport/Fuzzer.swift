import FuzzDriver

/// What every fuzz target's main does: hand the command line to libFuzzer, which calls the
/// target's `LLVMFuzzerTestOneInput` with each input. (SwiftPM names each executable's entry
/// point `<Target>_main`; the targets define it and call this.)
public enum Fuzzer {
    public static func run(
        _ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?
    ) -> Int32 {
        var argc = argc
        var argv = argv
        return LLVMFuzzerRunDriver(&argc, &argv, LLVMFuzzerTestOneInput)
    }

    /// The input as bytes.
    public static func bytes(_ start: UnsafePointer<UInt8>?, _ count: Int) -> [UInt8] {
        guard let start, count > 0 else { return [] }
        return Array(UnsafeBufferPointer(start: start, count: count))
    }

    /// The input as NUL-separated strings (how a command line or several values are written).
    public static func strings(_ bytes: [UInt8]) -> [String] {
        bytes.split(separator: 0, omittingEmptySubsequences: false).map {
            String(decoding: $0, as: UTF8.self)
        }
    }
}
