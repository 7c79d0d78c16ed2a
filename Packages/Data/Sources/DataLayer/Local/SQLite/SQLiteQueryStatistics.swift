/// The work SQLite did for one query, from its statement counters.
struct SQLiteQueryStatistics: Equatable, Sendable {
    var fullScanSteps: Int
    var virtualMachineSteps: Int
}
