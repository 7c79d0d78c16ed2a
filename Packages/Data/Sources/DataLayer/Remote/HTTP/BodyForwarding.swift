internal import CCurl

/// What libcurl's write callback reaches through its context pointer: the sink, and the answer's
/// head read once from the header lines (they do not change while the body arrives). Lives on
/// the transfer's thread alone, for the one transfer.
final class BodyForwarding {
    private let sink: any HTTPBodySink
    private var head: HTTPResponse?

    init(_ sink: any HTTPBodySink) {
        self.sink = sink
    }

    /// The C side's `crew_http_body_sink`: 0 to go on, 1 to stop.
    static let forward: crew_http_body_sink = { context, status, headers, headersLength, bytes, length in
        guard let context else { return 1 }
        let forwarding = Unmanaged<BodyForwarding>.fromOpaque(context).takeUnretainedValue()
        let head =
            forwarding.head
            ?? HTTPResponse(
                status: status,
                headers: HTTPHeaderLines.parse(
                    headers.map {
                        String(
                            decoding: UnsafeRawBufferPointer(start: $0, count: headersLength), as: UTF8.self)
                    } ?? ""))
        forwarding.head = head
        return forwarding.sink.receive(UnsafeRawBufferPointer(start: bytes, count: length), head: head)
            ? 0 : 1
    }
}
