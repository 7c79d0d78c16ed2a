#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Sends one request. Transport failures throw `RemoteError.connectivity`; any HTTP status is
/// returned as a response, for a mapper to judge.
public protocol HTTPClient: Sendable {
    /// Sends `request` and returns the server's answer, whatever its status; a network failure throws.
    func send(_ request: HTTPRequest) async throws -> HTTPResponse

    /// Sends `request` and returns at once; the body goes to `sink` as it arrives, then the
    /// transfer's end (see ``HTTPBodySink``).
    func start(_ request: HTTPRequest, bodyTo sink: any HTTPBodySink)
}

extension HTTPClient {
    /// For a client that reads an answer whole: the body goes to `sink` in one piece, on a thread
    /// of its own as a streaming client's would (a sink may wait there).
    public func start(_ request: HTTPRequest, bodyTo sink: any HTTPBodySink) {
        Task {
            let answer: Result<HTTPResponse, any Error>
            do {
                answer = .success(try await send(request))
            } catch {
                answer = .failure(error)
            }
            DetachedThread.start {
                guard case .success(let response) = answer else { return sink.finish(answer) }
                var head = response
                head.body = Data()
                let isWhole =
                    response.body.isEmpty
                    || response.body.withUnsafeBytes { sink.receive($0, head: head) }
                sink.finish(isWhole ? .success(head) : .failure(CancellationError()))
            }
        }
    }
}
