/// The work SQLite did for one query, from its statement counters.
@_spi(Testing) public struct SQLiteQueryStatistics: Equatable, Sendable {
    public var fullScanSteps: Int
    public var virtualMachineSteps: Int
}
