import Presentation
import Synchronization

/// What a run says after a change it kept offline (the API could not be reached, or changes were
/// already waiting): told by the remote repository, which may call from any thread, and printed
/// once on standard error when the command is done.
final class OfflineNotice: Sendable {
    private let waiting = Mutex<Int?>(nil)

    /// A change was kept offline; `count` changes wait now.
    func kept(waiting count: Int) {
        waiting.withLock { $0 = count }
    }

    /// "(saved offline: 1 change waiting; crew sync sends it)", once, after a change was kept;
    /// with `unseenOrigin`, the API that has never answered, named first: a mistyped URL is found
    /// at once, not at the next sync.
    func take(unseenOrigin: String? = nil) -> String? {
        guard
            let count = waiting.withLock({ value -> Int? in
                defer { value = nil }
                return value
            })
        else { return nil }
        let changes = count == 1 ? "1 change waiting" : "\(count) changes waiting"
        let unseen = unseenOrigin.map { "nothing from \($0) has been seen yet; " } ?? ""
        return "(\(unseen)saved offline: \(changes); \(WaitingChangesText.sends(count)))"
    }
}
