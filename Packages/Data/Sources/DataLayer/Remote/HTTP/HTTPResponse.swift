#if canImport(FoundationEssentials)
    // Foundation's essentials only: the rest of Foundation (CoreFoundation, ICU) would make
    // every start of the static crew pay for relocating tens of megabytes it does not use.
    import FoundationEssentials
#else
    import Foundation
#endif

/// An answer as the Data layer reads it: the status, the header fields (names in lower case, as
/// HTTP compares them without case), and the body.
public struct HTTPResponse: Equatable, Sendable {
    /// The HTTP status code.
    public var status: Int
    /// The headers, names lower-cased.
    public var headers: [String: String]
    /// The body.
    public var body: Data

    /// A response.
    public init(status: Int, headers: [String: String] = [:], body: Data = Data()) {
        self.status = status
        self.headers = Dictionary(headers.map { ($0.key.lowercased(), $0.value) }, uniquingKeysWith: { $1 })
        self.body = body
    }

    /// A header field's value, whatever the case of `name`.
    public func header(_ name: String) -> String? {
        headers[name.lowercased()]
    }
}
