/// Where text goes: standard output, standard error, or a buffer in tests.
@MainActor
protocol TextOutput: AnyObject {
    func write(_ text: String)
    /// Text already encoded as UTF-8: a listing's page, built without an intermediate String.
    func write(bytes: [UInt8])
    func flush()
    /// Why a write failed, once one did; later writes are dropped.
    var failure: OutputFailure? { get }
    /// Where the output stands when what is written next could be taken back (a regular file,
    /// `crew export > backup.json`), after writing out what waits; `nil` for a pipe or a terminal.
    func retractionPoint() -> Int64?
    /// Takes back everything written since `point`: a refused backup leaves no part of itself.
    func retract(to point: Int64)
}
