import Dispatch

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Removes a temporary file if the process is told to end (SIGTERM, SIGHUP, SIGINT) before it is
/// put in place, then ends as the signal asked: an export stopped half-way leaves no 10 MB
/// `.b.json.crew-PID.tmp` behind.
@MainActor
final class RemovalOnSignal {
    private static let signals = [SIGTERM, SIGHUP, SIGINT]
    private var sources: [any DispatchSourceSignal] = []

    init(path: String) {
        // Ignored first, so that the signal no longer ends the process at once; the source,
        // registered on Dispatch's own thread, sees it from its registration on, which is waited
        // for before the file is made.
        let registered = DispatchSemaphore(value: 0)
        for signalNumber in Self.signals {
            signal(signalNumber, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: signalNumber, queue: .global())
            source.setEventHandler(handler: Self.removing(path, then: signalNumber))
            source.setRegistrationHandler(handler: Self.signalling(registered))
            source.resume()
            sources.append(source)
        }
        for _ in Self.signals { registered.wait() }
    }

    /// The file is in place (or gone): signals act as they did before.
    func cancel() {
        for source in sources { source.cancel() }
        sources = []
        for signalNumber in Self.signals { signal(signalNumber, SIG_DFL) }
    }

    nonisolated private static func signalling(_ semaphore: DispatchSemaphore) -> @Sendable () -> Void {
        { semaphore.signal() }
    }

    /// A handler that runs on the signal queue, off the main actor: it touches only its values.
    nonisolated private static func removing(_ path: String, then signalNumber: Int32) -> @Sendable () -> Void
    {
        {
            unlink(path)
            signal(signalNumber, SIG_DFL)
            kill(getpid(), signalNumber)
        }
    }
}
