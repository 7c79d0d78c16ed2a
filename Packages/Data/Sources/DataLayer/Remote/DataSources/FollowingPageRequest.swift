import Synchronization

/// The request for the page after a page of a listing read to its end (a sync), made as soon as
/// this page's answer is complete and full, instead of once it has been read and handed over: the
/// server makes the next page while this one is read and cached. It is made only once the
/// listing asks for it (`arm`), and only for a full page, the one the listing would ask for next,
/// so no request is made that the listing would not have made.
final class FollowingPageRequest: Sendable {
    private struct State {
        var ask: (@Sendable () -> RemoteItemPages)?
        var isArmed = false
        var isFull: Bool?
        var answer: RemoteItemPages?
    }

    /// Records a full page holds.
    private let size: Int
    private let state = Mutex(State())

    init(size: Int) {
        self.size = size
    }

    /// This page's answer is complete: `body` holds it.
    func answerReceived(_ body: [UInt8]) {
        let isFull = ArrayElementCount.of(body) == size
        let ask = state.withLock { state -> (@Sendable () -> RemoteItemPages)? in
            state.isFull = isFull
            defer { state.ask = nil }
            return isFull ? state.ask : nil
        }
        if let ask { keep(ask()) }
    }

    /// Asks for the following page with `ask` once this page is known to be full: at once if its
    /// answer was already complete and full; never if it was not.
    func arm(_ ask: @escaping @Sendable () -> RemoteItemPages) {
        let now = state.withLock { state -> Bool in
            // Armed once: a second arming would ask for the page twice.
            guard !state.isArmed else { return false }
            state.isArmed = true
            guard state.isFull == nil else { return state.isFull == true }
            state.ask = ask
            return false
        }
        if now { keep(ask()) }
    }

    /// The following page's answer, if it was asked for; taken once.
    func take() -> RemoteItemPages? {
        state.withLock { state in
            defer { state.answer = nil }
            return state.answer
        }
    }

    private func keep(_ answer: RemoteItemPages) {
        state.withLock { $0.answer = answer }
    }
}
