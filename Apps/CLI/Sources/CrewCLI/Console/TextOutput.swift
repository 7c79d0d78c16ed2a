/// Where text goes: standard output, standard error, or a buffer in tests.
@MainActor
protocol TextOutput: AnyObject {
    func write(_ text: String)
    func flush()
}
