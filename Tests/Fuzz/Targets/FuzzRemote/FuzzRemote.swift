import Foundation
import FuzzSupport

@testable import DataLayer

/// What an API sends: any body decodes into a batch (bad records skipped and counted) or a
/// clear error; every record that passes `toDomain()` holds the Domain's rules. crew's own
/// reader of a listing answers what JSONDecoder answers whenever it reads a body itself, and so
/// does the reading of an array element by element as it arrives (``TodoStream``), in pieces.
@_cdecl("LLVMFuzzerTestOneInput")
func fuzzRemote(_ start: UnsafePointer<UInt8>?, _ count: Int) -> Int32 {
    let data = Data(Fuzzer.bytes(start, count))
    let decoder = JSONDecoder()
    let decoded = try? decoder.decode([LossyElement<TodoDTO>].self, from: data)
    if let read = TodoListReader.todos(in: data) {
        precondition(read == decoded?.map(\.value), "the reader and JSONDecoder disagree")
    }
    if data.first(where: { ![0x20, 0x09, 0x0A, 0x0D].contains($0) }) == UInt8(ascii: "[") {
        let whole = try? RemoteAPI.todos(in: HTTPResponse(status: 200, body: data))
        precondition(
            streamed(Array(data), piece: 1 + count % 13) == whole, "streamed and whole reads disagree")
    }
    if let todos = decoded {
        let batch = RemoteBatch(todos.map(\.value)) { try $0.toDomain() }
        precondition(batch.elements.count + batch.skipped == todos.count)
        for item in batch.elements { precondition(TodoDTO(item).id == item.id.rawValue) }
    }
    if let users = try? decoder.decode([LossyElement<UserDTO>].self, from: data) {
        let batch = RemoteBatch(users.map(\.value)) { try $0.toDomain() }
        precondition(batch.elements.count + batch.skipped == users.count)
    }
    if let todo = try? decoder.decode(TodoDTO.self, from: data), let item = try? todo.toDomain() {
        precondition(item.name.value.count <= 200)
    }
    return 0
}

/// The todos of `bytes` read as ``TodoStream`` reads a large array, `piece` bytes at a time;
/// `nil` where it refuses the answer.
private func streamed(_ bytes: [UInt8], piece: Int) -> [TodoDTO?]? {
    var elements = JSONArrayElements()
    var todos: [TodoDTO?] = []
    do {
        for start in stride(from: 0, to: bytes.count, by: piece) {
            try bytes[start..<min(start + piece, bytes.count)].withUnsafeBufferPointer { part in
                try elements.read(part) {
                    todos.append(try TodoStream<TodoChunk>.todo(in: $0, head: HTTPResponse(status: 200)))
                }
            }
        }
    } catch {
        return nil
    }
    return elements.isComplete ? todos : nil
}

@_cdecl("FuzzRemote_main")
func main(_ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> Int32 {
    Fuzzer.run(argc, argv)
}
