import Foundation

/// One item of an import in the `--json` schema. `Element` decodes each array entry on its own,
/// so that one bad record is reported with its line instead of failing the whole array.
struct ImportedItemJSON: Decodable {
    let id: Int?
    let name: String
    let done: Bool?
    let owner: Int?

    struct Element: Decodable {
        let result: Result<ImportedItemJSON, ImportError>

        init(from decoder: any Decoder) throws {
            do {
                result = .success(try ImportedItemJSON(from: decoder))
            } catch let error as DecodingError {
                // The line is filled in by the parser, which knows where each element starts.
                result = .failure(ImportError(line: 0, message: Self.describe(error)))
            }
        }

        private static func describe(_ error: DecodingError) -> String {
            switch error {
            case .keyNotFound(let key, _): "The field \"\(key.stringValue)\" is missing."
            case .typeMismatch(_, let context), .valueNotFound(_, let context):
                if let key = context.codingPath.last?.stringValue, !key.hasPrefix("Index") {
                    "The field \"\(key)\" must be \(Self.expectation(for: key))."
                } else {
                    "Expected an object with a \"name\"."
                }
            default: "The record cannot be read."
            }
        }

        private static func expectation(for key: String) -> String {
            switch key {
            case "name": "a string"
            case "done": "true or false"
            default: "a whole number or null"
            }
        }
    }
}
