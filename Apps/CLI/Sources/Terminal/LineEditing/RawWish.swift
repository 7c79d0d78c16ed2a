import Synchronization

/// Whether the line editor wants the terminal raw now: set on the main actor, read by the
/// `SIGCONT` handler on the signal queue (`TerminalMode`).
final class RawWish: Sendable {
    private let wanted = Mutex(false)

    var isWanted: Bool { wanted.withLock { $0 } }

    func set(_ isWanted: Bool) {
        wanted.withLock { $0 = isWanted }
    }
}
