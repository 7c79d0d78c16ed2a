import Domain
import Synchronization

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// The parts of the remote collection this run read into the cache lately, so that the reads one
/// view makes at once (a listing's first page, its summary's counts, the overdue count) ask the
/// server once, not once each: a listing of 2,000 todos made 161 requests, each re-reading the
/// collection from its first page. A read `window` seconds later asks again (a reload in the shell).
///
/// A lock, not an actor: as for the listings in progress, an actor's hops to the pool and back cost a
/// command more than the look-ups they guard.
public final class RecentRefreshes: Sendable {
    private let refreshed = Mutex<[ItemFilter: Read]>([:])
    private let window: TimeInterval
    private let now: @Sendable () -> Date

    private struct Read {
        let at: Date
        let skipped: Int
    }

    /// `window`: how long a read stands for the next ones (0: every read asks the server).
    public init(window: TimeInterval, now: @escaping @Sendable () -> Date = Date.init) {
        self.window = window
        self.now = now
    }

    /// How many records the server sent that were left out, when `covered` (or the whole
    /// collection) was read within the window; `nil` when it must be read again.
    func skippedRecords(covering covered: ItemFilter) -> Int? {
        let time = now()
        return refreshed.withLock { refreshed in
            for filter in [covered, ItemFilter()] {
                if let read = refreshed[filter], time.timeIntervalSince(read.at) < window {
                    return read.skipped
                }
            }
            return nil
        }
    }

    func record(_ covered: ItemFilter, skipped: Int) {
        let read = Read(at: now(), skipped: skipped)
        refreshed.withLock { $0[covered] = read }
    }
}
