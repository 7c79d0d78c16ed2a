import Dispatch
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
        /// The complete answer, kept until the listing arms (counted only then: a listing shown
        /// page by page never arms, and need not count).
        var answer: [UInt8]?
        var following: RemoteItemPages?
    }

    /// Records a full page holds.
    private let size: Int
    private let state = Mutex(State())
    /// Every reading and change of `state` runs on this queue, one at a time: what orders the
    /// transfer thread's answer and the listing's arming in a way ThreadSanitizer sees (it does not
    /// see `Mutex`'s futex on Linux, which hands a contended lock over in the kernel: `make tsan`
    /// reported the two as a race). `state` stays a `Mutex` for the compiler's proof that the
    /// request may be shared.
    private let order = DispatchQueue(label: "crew.remote.following-page")

    init(size: Int) {
        self.size = size
    }

    /// This page's answer is complete: `body` holds it.
    func answerReceived(_ body: [UInt8]) {
        let ask = order.sync {
            state.withLock { state -> (@Sendable () -> RemoteItemPages)? in
                guard let ask = state.ask else {
                    if !state.isArmed { state.answer = body }
                    return nil
                }
                state.ask = nil
                return ask
            }
        }
        if let ask, isFull(body) { keep(ask()) }
    }

    /// Asks for the following page with `ask` once this page is known to be full: at once if its
    /// answer was already complete and full; never if it was not.
    func arm(_ ask: @escaping @Sendable () -> RemoteItemPages) {
        let answer = order.sync {
            state.withLock { state -> [UInt8]? in
                // Armed once: a second arming would ask for the page twice.
                guard !state.isArmed else { return nil }
                state.isArmed = true
                guard let answer = state.answer else {
                    state.ask = ask
                    return nil
                }
                state.answer = nil
                return answer
            }
        }
        if let answer, isFull(answer) { keep(ask()) }
    }

    /// The following page's answer, if it was asked for; taken once.
    func take() -> RemoteItemPages? {
        order.sync {
            state.withLock { state in
                defer { state.following = nil }
                return state.following
            }
        }
    }

    private func isFull(_ answer: [UInt8]) -> Bool {
        ArrayElementCount.of(answer) == size
    }

    private func keep(_ following: RemoteItemPages) {
        order.sync { state.withLock { $0.following = following } }
    }
}
