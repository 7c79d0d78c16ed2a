internal import CCurl

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif
#if canImport(FoundationEssentials)
    // Foundation's essentials only: the rest of Foundation (CoreFoundation, ICU) would make
    // every start of the static crew pay for relocating tens of megabytes it does not use.
    import FoundationEssentials
#else
    import Foundation
#endif

/// ``HTTPClient`` over libcurl, opened with `dlopen` on the first request (see `CCurl`): a run
/// that never talks to an API never loads it, nor the TLS and other libraries it brings.
///
/// Each request waits in libcurl's own poll on a thread of its own (so the process sleeps while
/// a server takes its time), and gives up after `timeout` in all: connecting, sending and
/// reading, however slowly the server drips its answer.
public struct CurlHTTPClient: HTTPClient {
    private let timeout: TimeInterval
    /// Shared by the client's copies: every request of a run is counted here.
    private let transfers = InFlightTransfers()

    /// A client whose every request ends within `timeout` seconds, answered or not.
    public init(timeout: TimeInterval) {
        self.timeout = timeout
    }

    /// Sends `request` through libcurl on a thread of its own.
    public func send(_ request: HTTPRequest) async throws -> HTTPResponse {
        let milliseconds = Int(max(1, (timeout * 1_000).rounded()))
        return try await withCheckedThrowingContinuation { continuation in
            transfers.start(nil) { abandoned in
                continuation.resume(
                    with: Result {
                        try Self.perform(request, timeoutMilliseconds: milliseconds, abandoned: abandoned)
                    })
            }
        }
    }

    /// Sends `request` through libcurl on a thread of its own, the body going to `sink` as it arrives.
    public func start(_ request: HTTPRequest, bodyTo sink: any HTTPBodySink) {
        let milliseconds = Int(max(1, (timeout * 1_000).rounded()))
        transfers.start(sink) { abandoned in
            let forwarding = BodyForwarding(sink)
            let answer = Result {
                try withExtendedLifetime(forwarding) {
                    try Self.perform(
                        request, timeoutMilliseconds: milliseconds, abandoned: abandoned,
                        sink: Unmanaged.passUnretained(forwarding))
                }
            }
            sink.finish(answer)
        }
    }

    /// Stops every request still running (a page read ahead that nothing will show, an answer
    /// still streaming past the rows shown) and waits up to `timeout` for their threads to leave
    /// libcurl, as a process must before it exits: whether they all did. Requests sent after
    /// this stop at once.
    public func abandonTransfers(waitingUpTo timeout: Duration) -> Bool {
        let (seconds, attoseconds) = timeout.components
        let milliseconds = Int(seconds) * 1_000 + Int(attoseconds / 1_000_000_000_000_000)
        return transfers.abandon(waitingUpTo: .milliseconds(milliseconds))
    }

    private static func perform(
        _ request: HTTPRequest, timeoutMilliseconds: Int, abandoned: UnsafePointer<CInt>,
        sink: Unmanaged<BodyForwarding>? = nil
    ) throws -> HTTPResponse {
        let headerLines = request.headers.sorted { $0.key < $1.key }.map { "\($0.key): \($0.value)" }
        var response = crew_http_response()
        withCStrings(headerLines) { lines in
            request.method.withCString { method in
                request.url.absoluteString.withCString { url in
                    let body = request.body.map { Array($0) }
                    body.withOptionalBytes { bodyBytes, bodyLength in
                        var curlRequest = crew_http_request(
                            method: method, url: url, headers: lines.baseAddress, header_count: lines.count,
                            body: bodyBytes, body_length: bodyLength, timeout_ms: timeoutMilliseconds,
                            body_sink: sink == nil ? nil : BodyForwarding.forward,
                            body_sink_context: sink?.toOpaque(), abandoned: abandoned)
                        crew_http_perform(&curlRequest, &response)
                    }
                }
            }
        }
        defer { crew_http_release(&response) }
        guard response.outcome == CREW_HTTP_COMPLETE else { throw failure(response.outcome) }
        let body = response.body.map { Data(bytes: $0, count: response.body_length) } ?? Data()
        let headerText = response.headers.map {
            String(decoding: UnsafeRawBufferPointer(start: $0, count: response.headers_length), as: UTF8.self)
        }
        return HTTPResponse(
            status: response.status, headers: HTTPHeaderLines.parse(headerText ?? ""), body: body)
    }

    /// What failed, as ``RemoteError`` says it; libcurl's own message could name the URL, so it is not kept.
    private static func failure(_ outcome: crew_http_outcome) -> any Error {
        switch outcome {
        case CREW_HTTP_NO_LIBRARY:
            RemoteError.transportMissing(
                reason:
                    "Working against an API needs libcurl, which is not installed (on Debian: apt-get install libcurl4)"
            )
        case CREW_HTTP_REFUSED: RemoteError.connectivity(reason: RemoteError.cannotConnect)
        case CREW_HTTP_HOST_NOT_FOUND: RemoteError.connectivity(reason: RemoteError.hostNotFound)
        case CREW_HTTP_TLS_FAILED: RemoteError.connectivity(reason: RemoteError.secureConnectionFailed)
        case CREW_HTTP_TIMED_OUT: RemoteError.connectivity(reason: "the request timed out")
        case CREW_HTTP_CUT_SHORT: RemoteError.invalidData(reason: "the answer was cut short")
        case CREW_HTTP_TOO_LARGE: RemoteError.invalidData(reason: "the answer is larger than 256 MB")
        case CREW_HTTP_STOPPED: CancellationError()
        default: RemoteError.connectivity(reason: "the request failed")
        }
    }
}

/// Runs `body` with C strings for `strings`, alive for the call.
private func withCStrings<Result>(
    _ strings: [String], _ body: (UnsafeBufferPointer<UnsafePointer<CChar>?>) -> Result
) -> Result {
    let copies = strings.map { strdup($0) }
    defer {
        for copy in copies { free(copy) }
    }
    let pointers = copies.map { UnsafePointer<CChar>($0) }
    return pointers.withUnsafeBufferPointer(body)
}

extension Optional where Wrapped == [UInt8] {
    /// The bytes' address and count (`nil`, 0 without a body), alive for the call.
    fileprivate func withOptionalBytes<Result>(_ body: (UnsafePointer<UInt8>?, Int) -> Result) -> Result {
        guard let bytes = self else { return body(nil, 0) }
        return bytes.withUnsafeBufferPointer { body($0.baseAddress, $0.count) }
    }
}
