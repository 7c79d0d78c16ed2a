/// A token that keeps one observation alive: `cancel()` ends it, and so does releasing the token.
@MainActor
public final class Observation {
    private var onCancel: (@MainActor () -> Void)?

    init(onCancel: @escaping @MainActor () -> Void) {
        self.onCancel = onCancel
    }

    public func cancel() {
        let cancel = onCancel
        onCancel = nil
        cancel?()
    }

    public var isCancelled: Bool { onCancel == nil }

    isolated deinit {
        cancel()
    }
}
