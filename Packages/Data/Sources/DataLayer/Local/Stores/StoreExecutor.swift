/// Where a store actor's work runs: the executor its owner chose (a command-line run passes the
/// main actor's, so a listing's pages do not cross threads), or a queue of its own, kept here
/// because an unowned executor reference does not keep it alive.
struct StoreExecutor: Sendable {
    let unowned: UnownedSerialExecutor
    private let own: QueueExecutor?

    init(_ chosen: UnownedSerialExecutor?) {
        if let chosen {
            unowned = chosen
            own = nil
        } else {
            let queue = QueueExecutor()
            unowned = queue.asUnownedSerialExecutor()
            own = queue
        }
    }
}
