#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A thread of its own for work that blocks (a libcurl transfer waiting on a slow server), so
/// that it never holds one of the few threads Swift concurrency runs everything else on, and
/// several such transfers wait side by side.
enum DetachedThread {
    static func start(_ work: @escaping @Sendable () -> Void) {
        let box = Unmanaged.passRetained(Work(work)).toOpaque()
        var thread = pthread_t()
        let started = pthread_create(
            &thread, nil,
            { context in
                guard let context else { return nil }
                let work = Unmanaged<Work>.fromOpaque(context).takeRetainedValue()
                work.run()
                return nil
            }, box)
        if started == 0 {
            pthread_detach(thread)
        } else {
            // No thread to be had: the work runs here rather than never.
            Unmanaged<Work>.fromOpaque(box).takeRetainedValue().run()
        }
    }

    private final class Work: Sendable {
        let run: @Sendable () -> Void

        init(_ run: @escaping @Sendable () -> Void) {
            self.run = run
        }
    }
}
