/// What went wrong talking to the remote API. None of the cases carries a request or its
/// headers, so the bearer token can never appear in an error's description.
public enum RemoteError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The server could not be reached (refused, timed out, no route...).
    case connectivity(reason: String)
    /// The server answered with a status the request does not accept.
    case status(Int)
    /// The server refused the credentials (401) or what they allow (403).
    case credentialsRefused(status: Int)
    /// The server answered and refused the request (400, 409, 422, 429...): its answer, not an
    /// outage. `message` is what its body says, made safe to print (empty when it says nothing).
    case refused(status: Int, message: String)
    /// The body is not what the contract says.
    case invalidData(reason: String)
    /// This machine cannot make requests at all (libcurl is not installed): a setup to fix, not
    /// a server to wait for, so no cached copy stands in.
    case transportMissing(reason: String)

    /// Whether a cached copy may stand in for the answer: the server is unreachable or failing,
    /// and an answer that cannot be read at all (not JSON, cut short) is a failing server too.
    /// Single bad records inside a readable answer are skipped and counted instead (``RemoteBatch``).
    public var isUnreachable: Bool {
        switch self {
        case .connectivity, .invalidData: true
        case .status(let code): code >= 500
        case .credentialsRefused, .refused, .transportMissing: false
        }
    }

    /// Whether the server may have applied the request before it failed: the answer was lost
    /// (timed out, the connection closed after it was sent) or cannot be used. A request that never
    /// reached it (no connection, no host, no secure channel) was not applied; nor was one the
    /// server answered with a status.
    public var mayHaveBeenApplied: Bool {
        switch self {
        case .connectivity(let reason): !Self.neverSent.contains(reason)
        case .invalidData: true
        case .status, .credentialsRefused, .refused, .transportMissing: false
        }
    }

    /// The transport failures before a request is sent (``CurlHTTPClient`` says them).
    static let cannotConnect = "cannot connect"
    static let hostNotFound = "cannot find the host"
    static let secureConnectionFailed = "the secure connection failed"
    private static let neverSent: Set = [cannotConnect, hostNotFound, secureConnectionFailed]

    public var description: String {
        switch self {
        case .connectivity(let reason): "cannot reach the API: \(reason)"
        case .status(let code): "the API answered HTTP \(code)"
        case .credentialsRefused(let code): "the API refused the credentials (HTTP \(code))"
        case .refused(let code, let message):
            "the API refused the change (HTTP \(code))" + (message.isEmpty ? "" : ": \(message)")
        case .invalidData(let reason): "the API sent unexpected data: \(reason)"
        case .transportMissing(let reason): reason
        }
    }
}
