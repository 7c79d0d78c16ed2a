import Dispatch

/// A serial executor over a dispatch queue of its own: where a store runs when its owner chose
/// no executor (tests, several stores side by side).
final class QueueExecutor: SerialExecutor {
    private let queue = DispatchQueue(label: "crew.store")

    func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        let executor = asUnownedSerialExecutor()
        queue.async { job.runSynchronously(on: executor) }
    }

    func asUnownedSerialExecutor() -> UnownedSerialExecutor {
        UnownedSerialExecutor(ordinary: self)
    }
}
