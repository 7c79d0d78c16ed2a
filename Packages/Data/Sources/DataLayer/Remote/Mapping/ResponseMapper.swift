import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Stateless mapping from an HTTP answer to a DTO: the status is checked first, then the body
/// decoded. Unknown fields in the body are ignored.
public enum ResponseMapper {
    /// Decodes a `T` from a 2xx answer.
    public static func map<T: Decodable>(_ data: Data, from response: HTTPURLResponse) throws(RemoteError)
        -> T
    {
        try requireSuccess(response)
        do {
            return try JSONDecoder().decode(T.self, from: data)
        } catch {
            throw .invalidData(reason: "expected \(T.self): \(describe(error))")
        }
    }

    /// Accepts any 2xx answer, whatever its body (deletions answer `{}` or nothing).
    public static func mapEmpty(_ data: Data, from response: HTTPURLResponse) throws(RemoteError) {
        try requireSuccess(response)
    }

    private static func requireSuccess(_ response: HTTPURLResponse) throws(RemoteError) {
        guard (200..<300).contains(response.statusCode) else { throw .status(response.statusCode) }
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
