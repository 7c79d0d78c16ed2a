import Dispatch

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Standard input and the terminal's resizes as a stream of events, read on a thread of their
/// own so that the view's main actor stays free for the work a key starts (a search, a save):
/// keys typed while it runs wait in the stream, in order, and none is lost.
package final class TerminalInput: Sendable {
    package let events: AsyncStream<TerminalEvent>
    private let continuation: AsyncStream<TerminalEvent>.Continuation
    /// Written once to end the reading thread's wait.
    private let stopWriter: Int32

    /// Reads `descriptor` and `resizes` (a pipe `TerminalMode` writes on `SIGWINCH`; -1 for none).
    package init(descriptor: Int32 = STDIN_FILENO, resizes: Int32) {
        (events, continuation) = AsyncStream.makeStream(of: TerminalEvent.self)
        var ends: [Int32] = [-1, -1]
        _ = pipe(&ends)
        stopWriter = ends[1]
        let (stopReader, continuation) = (ends[0], continuation)
        DispatchQueue(label: "crew.terminal-input").async {
            Self.forward(descriptor, resizes: resizes, stop: stopReader, into: continuation)
        }
    }

    /// Adds an event of the view's own (its clock's tick) to the stream.
    package func post(_ event: TerminalEvent) {
        continuation.yield(event)
    }

    /// Ends the reading thread and the stream.
    package func stop() {
        var byte: UInt8 = 1
        _ = write(stopWriter, &byte, 1)
        continuation.finish()
    }

    private static func forward(
        _ descriptor: Int32, resizes: Int32, stop: Int32,
        into continuation: AsyncStream<TerminalEvent>.Continuation
    ) {
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            var waits = [
                pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0),
                pollfd(fd: stop, events: Int16(POLLIN), revents: 0),
                pollfd(fd: resizes, events: Int16(POLLIN), revents: 0),
            ]
            let ready = poll(&waits, resizes >= 0 ? 3 : 2, -1)
            if ready < 0 {
                if errno == EINTR { continue }
                continuation.yield(.end)
                return
            }
            if waits[1].revents != 0 { return }
            if resizes >= 0, waits[2].revents & Int16(POLLIN) != 0 {
                var drained = [UInt8](repeating: 0, count: 64)
                _ = read(resizes, &drained, drained.count)
                continuation.yield(.resized)
            }
            guard waits[0].revents != 0 else { continue }
            let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count < 0, errno == EINTR || errno == EAGAIN { continue }
            guard count > 0 else {
                continuation.yield(.end)
                return
            }
            continuation.yield(.bytes(Array(buffer[..<count])))
        }
    }
}
