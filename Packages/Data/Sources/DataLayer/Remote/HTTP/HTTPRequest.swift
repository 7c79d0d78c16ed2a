#if canImport(FoundationEssentials)
    // Foundation's essentials only: the rest of Foundation (CoreFoundation, ICU) would make
    // every start of the static crew pay for relocating tens of megabytes it does not use.
    import FoundationEssentials
#else
    import Foundation
#endif

/// A request as the Data layer sends it, whatever carries it (libcurl on Linux, URLSession on
/// Apple platforms): nothing here needs FoundationNetworking.
public struct HTTPRequest: Equatable, Sendable {
    /// `GET`, `POST`, `PATCH` or `DELETE`.
    public var method: String
    /// Where to send it.
    public var url: URL
    /// Header fields by name, as they are sent (`Accept`, `Content-Type`, `Authorization`).
    public var headers: [String: String]
    /// The body, if any.
    public var body: Data?

    /// A request.
    public init(method: String, url: URL, headers: [String: String] = [:], body: Data? = nil) {
        self.method = method
        self.url = url
        self.headers = headers
        self.body = body
    }
}
