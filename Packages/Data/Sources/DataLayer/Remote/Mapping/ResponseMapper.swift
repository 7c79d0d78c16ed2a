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
            throw .invalidData(reason: "expected \(T.self): \(describe(error))")
        }
    }

    /// Accepts any 2xx answer, whatever its body (deletions answer `{}` or nothing).
    public static func mapEmpty(_ response: HTTPResponse) throws(RemoteError) {
        try requireSuccess(response)
    }

    /// 401 and 403 are the credentials, not the server: they get their own error.
    private static func requireSuccess(_ response: HTTPResponse) throws(RemoteError) {
        switch response.status {
        case 200..<300: return
        case 401, 403: throw .credentialsRefused(status: response.status)
        default: throw .status(response.status)
        }
    }

    private static func describe(_ error: any Error) -> String {
        switch error as? DecodingError {
        case .keyNotFound(let key, _): "missing field \(key.stringValue)"
        case .typeMismatch(_, let context), .valueNotFound(_, let context):
            "wrong type at \(context.codingPath.map(\.stringValue).joined(separator: "."))"
        case .dataCorrupted: "not valid JSON"
        default: "unreadable body"
        }
    }
}
