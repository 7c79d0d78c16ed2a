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

    /// The todos of `body`, or `nil` when JSONDecoder must read it. Each todo is made as its
    /// object is read (``JSONParser/elements(ofArray:startObject:member:endObject:other:)``).
    static func todos(in body: Data) -> [TodoDTO?]? {
        // A byte-order mark, which crew's parser passes over, is left to JSONDecoder's judgement.
        guard !body.starts(with: [0xEF, 0xBB, 0xBF]) else { return nil }
        var todo = TodoMembers()
        var isUnsupported = false
        let todos = try? JSONParser.elements(
            ofArray: [UInt8](body), startObject: { todo = TodoMembers() },
            member: { name, parser throws(JSONSyntaxError) in try todo.read(name, from: &parser) },
            endObject: {
                if todo.needsDecoder { isUnsupported = true }
                return todo.dto
            }, other: { _ in nil })
        guard let todos, !isUnsupported else { return nil }
        return todos
    }

    /// One element of a listing read element by element (an answer larger than a page): the
    /// todo as ``todos(in:)`` reads it, `.some(nil)` for an element of the wrong shape, `nil`
    /// when JSONDecoder must read it. Its members are read from their bytes, as a page's are,
    /// not from a tree made of each element: reading the 10,000 elements of a sync from a server
    /// that ignores `_limit` took 93.2 million instructions, now 61.1 (callgrind).
    static func todo(inElement element: [UInt8]) -> TodoDTO?? {
        var parser = JSONParser(element)
        parser.skipWhitespace()
        guard parser.peek() == UInt8(ascii: "{") else {
            // Any other JSON value is an element of the wrong shape; what is not JSON is left.
            return (try? JSONParser.parse(element)) == nil ? nil : .some(nil)
        }
        var todo = TodoMembers()
        var names = JSONMemberNames()
        do {
            try parser.readMembers(names: &names) { name, parser throws(JSONSyntaxError) in
                try todo.read(name, from: &parser)
            }
        } catch {
            return nil
        }
        parser.skipWhitespace()
        guard parser.index == element.count, !todo.needsDecoder else { return nil }
        return .some(todo.dto)
    }
}
