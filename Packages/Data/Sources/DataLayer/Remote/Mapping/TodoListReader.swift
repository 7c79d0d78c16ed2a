import Domain

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Reads a listing of todos (`GET /todos`, a JSON array) with crew's own ``JSONParser``, element
/// for element as `[LossyElement<TodoDTO>]` decodes it: a todo of the wrong shape is `nil`,
/// members ``TodoDTO`` does not read are passed over. JSONDecoder spent 37 of the 126 ms of CPU
/// that `items list` took over 10,000 todos (41 pages; `perf`, see the Performance article).
///
/// It answers `nil` for a body it does not read exactly as JSONDecoder would (not an array, a
/// number with a fraction or an exponent where a whole one is read, a repeated member, anything
/// the strict parser refuses): ``ResponseMapper`` then decodes it, errors and their words included.
enum TodoListReader {
    /// The body holds something JSONDecoder must read.
    struct Unsupported: Error {}

    /// The todos of `body`, or `nil` when JSONDecoder must read it.
    static func todos(in body: Data) -> [TodoDTO?]? {
        // A byte-order mark, which crew's parser passes over, is left to JSONDecoder's judgement.
        guard !body.starts(with: [0xEF, 0xBB, 0xBF]), let list = try? JSONParser.parse([UInt8](body)),
            case .array(let elements) = list.value
        else {
            return nil
        }
        do {
            return try elements.map { node throws(Unsupported) in try todo(node.value) }
        } catch {
            return nil
        }
    }

    /// One element: `nil` when it is not an object, or a member crew reads has the wrong type.
    static func todo(_ value: JSONValue) throws(Unsupported) -> TodoDTO? {
        guard case .object(let members) = value else { return nil }
        var todo = TodoMembers()
        for member in members { try todo.read(member.key, member.value.value) }
        return todo.dto
    }
}
