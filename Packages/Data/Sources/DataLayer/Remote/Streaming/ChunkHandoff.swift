import Dispatch
import Synchronization

/// Passes chunks from a thread that produces them (a transfer's) to a task that reads them, at
/// most `capacity` waiting: a producer that gets ahead waits on its own thread until the reader
/// takes one, so a fast server never fills the memory while the cache is written.
final class ChunkHandoff<Chunk: Sendable>: Sendable {
    private struct State {
        var chunks: [Chunk] = []
        var reader: CheckedContinuation<Chunk?, any Error>?
        var end: Result<Void, any Error>?
        var isCancelled = false
        var producerWaits = false
    }

    private enum Step {
        case taken, stop, wait
    }

    private let capacity: Int
    private let state = Mutex(State())
    /// Every reading and change of `state` runs on this queue, one at a time: what orders a
    /// chunk's handing over in a way ThreadSanitizer sees (it does not see `Mutex`'s futex on
    /// Linux). `state` stays a `Mutex` for the compiler's proof that the handoff may be shared.
    private let order = DispatchQueue(label: "crew.remote.handoff")
    /// Signalled when a waiting producer has room again, or nothing more is wanted.
    private let room = DispatchSemaphore(value: 0)

    init(capacity: Int) {
        self.capacity = capacity
    }

    /// Hands `chunk` over, waiting (on the producer's thread) while `capacity` chunks wait;
    /// `false` when the reader wants nothing more.
    func put(_ chunk: Chunk) -> Bool {
        while true {
            let step: Step = order.sync {
                state.withLock { state in
                    if state.isCancelled { return .stop }
                    if let reader = state.reader {
                        state.reader = nil
                        reader.resume(returning: chunk)
                        return .taken
                    }
                    guard state.chunks.count >= capacity else {
                        state.chunks.append(chunk)
                        return .taken
                    }
                    state.producerWaits = true
                    return .wait
                }
            }
            switch step {
            case .taken: return true
            case .stop: return false
            case .wait: room.wait()
            }
        }
    }

    /// No chunk follows: the reader gets `nil` after those waiting, or `end`'s error.
    func end(_ end: Result<Void, any Error>) {
        order.sync {
            state.withLock { state in
                guard state.end == nil else { return }
                state.end = end
                guard let reader = state.reader else { return }
                state.reader = nil
                reader.resume(with: end.map { nil })
            }
        }
    }

    /// The reader wants nothing more: the producer is told so at its next chunk.
    func cancel() {
        order.sync {
            state.withLock { state in
                state.isCancelled = true
                state.chunks.removeAll()
                if state.producerWaits {
                    state.producerWaits = false
                    room.signal()
                }
            }
        }
    }

    /// The next chunk, waiting for it; `nil` after the last. One that waits already is taken
    /// without suspending: a suspension would wake a thread of the pool for every page.
    func next() async throws -> Chunk? {
        if let ready = try takeReady() { return ready }
        return try await withCheckedThrowingContinuation { reader in
            order.sync {
                state.withLock { state in
                    if let ready = Self.takeReady(from: &state, signalling: room) {
                        reader.resume(with: ready)
                    } else {
                        state.reader = reader
                    }
                }
            }
        }
    }

    /// The chunk waiting, or the end (`.some(nil)`); `nil` when neither has come yet.
    private func takeReady() throws -> Chunk?? {
        let ready = order.sync { state.withLock { Self.takeReady(from: &$0, signalling: room) } }
        return try ready.map { try $0.get() }
    }

    private static func takeReady(
        from state: inout State, signalling room: DispatchSemaphore
    ) -> Result<Chunk?, any Error>? {
        if !state.chunks.isEmpty {
            let chunk = state.chunks.removeFirst()
            if state.producerWaits {
                state.producerWaits = false
                room.signal()
            }
            return .success(chunk)
        }
        return state.end.map { $0.map { nil } }
    }
}
