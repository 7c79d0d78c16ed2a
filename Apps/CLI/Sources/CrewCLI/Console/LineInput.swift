/// Where lines come from: standard input, or a script in tests.
@MainActor
protocol LineInput: AnyObject {
    /// The next line without its line break, or `nil` at the end.
    func readLine() -> String?
    /// Everything that is left, for `crew items import -`.
    func readAll() -> String
}
