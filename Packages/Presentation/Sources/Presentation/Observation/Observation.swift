/// A token that keeps one observation alive: `cancel()` ends it, and so does releasing the token.
@MainActor
public final class Observation {
    private var onCancel: (@MainActor () -> Void)?

    init(onCancel: @escaping @MainActor () -> Void) {
        self.onCancel = onCancel
    }

    /// Stops the calls to the observer; calling it again does nothing.
    public func cancel() {
        let cancel = onCancel
        onCancel = nil
        cancel?()
    }

    /// Whether ``cancel()`` was called.
    public var isCancelled: Bool { onCancel == nil }

    isolated deinit {
        cancel()
    }
}
