/// Where lines come from: standard input, or a script in tests.
@MainActor
protocol LineInput: AnyObject {
    /// The next line without its line break, or `nil` at the end; a line that is not UTF-8 throws
    /// (`InputReadError.notUTF8`) and the next call reads the line after it.
    func readLine() throws(InputReadError) -> String?
    /// Every byte that is left, for `crew items import -` and `crew import -`: bytes, not text,
    /// so that a reader can say where a file is not valid UTF-8 instead of repairing it silently.
    func readAll() throws(InputReadError) -> [UInt8]
}
