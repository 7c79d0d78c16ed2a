/// Takes an answer's body piece by piece as it arrives (``HTTPClient/start(_:bodyTo:)``), so that
/// an answer far larger than asked for (a server that ignores `_limit`) is never held whole.
///
/// Every call comes on the transfer's own thread, never one of Swift concurrency's: a sink may
/// wait there until its reader has room, which holds the transfer back instead of the memory
/// growing.
public protocol HTTPBodySink: Sendable {
    /// The next piece of the body, with the answer's status and headers (its `body` empty);
    /// answers `false` to stop the transfer.
    func receive(_ bytes: UnsafeRawBufferPointer, head: HTTPResponse) -> Bool

    /// The transfer's end, called once after the last piece: the answer (its body empty, as it
    /// went to ``receive(_:head:)``), or why it failed or was stopped.
    func finish(_ answer: Result<HTTPResponse, any Error>)

    /// Nothing will read the answer any more (the process is about to exit): a sink waiting on
    /// the transfer's thread for its reader stops waiting, and asks the transfer to stop.
    func abandon()
}

extension HTTPBodySink {
    /// A sink that never waits has nothing to stop.
    public func abandon() {}
}
