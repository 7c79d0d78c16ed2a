/// Where text goes: standard output, standard error, or a buffer in tests.
@MainActor
protocol TextOutput: AnyObject {
    func write(_ text: String)
    /// Text already encoded as UTF-8: a listing's page, built without an intermediate String.
    func write(bytes: [UInt8])
    func flush()
    /// Why a write failed, once one did; later writes are dropped.
    var failure: OutputFailure? { get }
}
