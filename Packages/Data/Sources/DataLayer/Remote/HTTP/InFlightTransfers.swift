internal import CCurl
import Dispatch
import Synchronization

/// The transfers a client has started and that have not returned, so that a process ends them
/// before it exits: a transfer's thread still inside libcurl while `exit` ran the libraries' exit
/// handlers (OpenSSL's frees its tables) corrupted the heap under it. `items list -n 10` against a
/// server that ignores `_limit` (the answer still streaming when the first page is shown) aborted
/// with "double free or corruption" in about 1 run of 100 (1 of 300, 3 of 300, 6 of 300 for the
/// three builds of stop 21; 0 of 200 with the exit delayed 300 ms).
final class InFlightTransfers: Sendable {
    /// An `int` the C side reads (`crew_http_request.abandoned`), nonzero once the transfers are
    /// abandoned; its address is kept as a number, a `Sendable` value. Every transfer's thread
    /// holds this object, so the `int` outlives them all.
    private let flagAddress: Int
    private let running = DispatchGroup()
    /// The sinks of the streamed transfers, told when abandoned: one may be waiting for a reader
    /// that will never come (a page read ahead and not needed), where libcurl cannot stop it.
    private let sinks = Mutex<(next: Int, running: [Int: any HTTPBodySink])>((0, [:]))

    init() {
        let flag = UnsafeMutablePointer<CInt>.allocate(capacity: 1)
        flag.initialize(to: 0)
        flagAddress = Int(bitPattern: flag)
    }

    deinit {
        UnsafeMutablePointer<CInt>(bitPattern: flagAddress)?.deallocate()
    }

    /// Runs `transfer` on a thread of its own, with the flag to hand libcurl, counted until it
    /// returns; `sink` is told if the transfers are abandoned meanwhile.
    func start(_ sink: (any HTTPBodySink)?, _ transfer: @escaping @Sendable (UnsafePointer<CInt>) -> Void) {
        running.enter()
        let number = sink.map { sink in
            sinks.withLock { sinks in
                defer { sinks.next += 1 }
                sinks.running[sinks.next] = sink
                return sinks.next
            }
        }
        DetachedThread.start {
            defer {
                if let number { _ = self.sinks.withLock { $0.running.removeValue(forKey: number) } }
                self.running.leave()
            }
            guard let flag = UnsafePointer<CInt>(bitPattern: self.flagAddress) else { return }
            transfer(flag)
        }
    }

    /// Stops every transfer still running, and those started after, then waits up to `timeout`
    /// for their threads to leave libcurl: whether they all did.
    func abandon(waitingUpTo timeout: DispatchTimeInterval) -> Bool {
        if let flag = UnsafeMutablePointer<CInt>(bitPattern: flagAddress) { crew_http_abandon(flag) }
        for sink in sinks.withLock({ Array($0.running.values) }) { sink.abandon() }
        return running.wait(timeout: .now() + timeout) == .success
    }
}
