#if canImport(FoundationEssentials)
    // Foundation's essentials only: the rest of Foundation (CoreFoundation, ICU) would make
    // every start of the static crew pay for relocating tens of megabytes it does not use.
    import FoundationEssentials
#else
    import Foundation
#endif

/// Stateless mapping from an HTTP answer to a DTO: the status is checked first, then the body
/// decoded. Unknown fields in the body are ignored.
public enum ResponseMapper {
    /// Decodes a `T` from a 2xx answer.
    public static func map<T: Decodable>(_ response: HTTPResponse) throws(RemoteError) -> T {
        try requireSuccess(response)
        do {
            return try JSONDecoder().decode(T.self, from: response.body)
        } catch {
            throw .invalidData(reason: notJSON(response) ?? describe(error))
        }
    }

    /// A 2xx answer whose body is not the JSON it should be, said from its headers where they
    /// say why (``HTTPBodySink`` readers have no whole body to look at).
    static func unreadable(_ head: HTTPResponse) -> RemoteError {
        .invalidData(reason: notJSON(head) ?? "not valid JSON")
    }

    /// What an answer that is no JSON at all is, said from its headers or its first byte: XML, an
    /// HTML page, a compressed body crew never asked for.
    private static func notJSON(_ response: HTTPResponse) -> String? {
        if let encoding = response.header("Content-Encoding")?.lowercased(),
            !["", "identity"].contains(encoding)
        {
            return "an answer compressed with \(encoding), which crew does not ask for"
        }
        if let type = response.header("Content-Type"), !type.lowercased().contains("json") {
            return "an answer of type \(type), not JSON"
        }
        let first = response.body.first { ![0x20, 0x09, 0x0A, 0x0D].contains($0) }
        if first == UInt8(ascii: "<") { return "an XML or HTML answer, not JSON" }
        if first == 0x1F { return "a compressed answer (gzip), not JSON" }
        return nil
    }

    /// Accepts any 2xx answer, whatever its body (deletions answer `{}` or nothing).
    public static func mapEmpty(_ response: HTTPResponse) throws(RemoteError) {
        try requireSuccess(response)
    }

    /// 401 and 403 are the credentials, not the server: they get their own error; another 4xx
    /// is the server's answer to this request (a 404 is read by the caller first).
    private static func requireSuccess(_ response: HTTPResponse) throws(RemoteError) {
        switch response.status {
        case 200..<300: return
        case 401, 403: throw .credentialsRefused(status: response.status)
        case 400..<500 where response.status != 404:
            throw .refused(status: response.status, message: ServerMessage.of(response))
        default: throw .status(response.status)
        }
    }

    private static func describe(_ error: any Error) -> String {
        switch error as? DecodingError {
        case .keyNotFound(let key, _): "missing field \(key.stringValue)"
        case .typeMismatch(_, let context), .valueNotFound(_, let context):
            "wrong type at \(context.codingPath.map(\.stringValue).joined(separator: "."))"
        case .dataCorrupted: "not valid JSON"
        default: "an unreadable body"
        }
    }
}
