import Synchronization

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Reads an answer to a listing's request as it arrives, into chunks of `chunkSize` records,
/// each made a `Page` on the transfer's thread (while the reader writes the one before it) for
/// the reader to take one by one (``next()``). An answer up to `wholeAnswerLimit` bytes (any
/// page crew asks for) is read whole, as ``RemoteAPI/todos(in:)`` reads it. A larger one (a
/// server that ignores `_limit` sends its whole collection) is read element by element: the
/// memory holds a few chunks, never the answer, and at most 256 MB of it is read.
final class TodoStream<Page: Sendable>: HTTPBodySink {
    /// What the transfer's thread alone changes, as the answer arrives.
    private struct Reading {
        var held: [UInt8] = []
        var elements: JSONArrayElements?
        var todos: [TodoDTO?] = []
        var before = 0
        var received = 0
        var failure: RemoteError?
    }

    private let chunkSize: Int
    private let wholeAnswerLimit: Int
    private let page: @Sendable (TodoChunk) -> Page
    private let reading = Mutex(Reading())
    private let handoff = ChunkHandoff<Page>(capacity: 2)
    /// Told an answer read whole as soon as it is complete, before it is read.
    private let answerReceived: (@Sendable ([UInt8]) -> Void)?

    init(
        chunkSize: Int, wholeAnswerLimit: Int = AnswerSizes.readWhole,
        answerReceived: (@Sendable ([UInt8]) -> Void)? = nil,
        page: @escaping @Sendable (TodoChunk) -> Page
    ) {
        self.chunkSize = max(1, chunkSize)
        self.wholeAnswerLimit = wholeAnswerLimit
        self.answerReceived = answerReceived
        self.page = page
    }

    /// The next page of the answer; `nil` after its last (every answer has one, maybe empty).
    func next() async throws -> Page? {
        try await handoff.next()
    }

    /// Nothing more is wanted: the transfer stops at its next piece.
    func cancel() {
        handoff.cancel()
    }

    /// Abandoned as the process ends, the stream is cancelled as a reader that wants no more.
    func abandon() {
        cancel()
    }

    func receive(_ raw: UnsafeRawBufferPointer, head: HTTPResponse) -> Bool {
        let (chunks, goesOn) = raw.withMemoryRebound(to: UInt8.self) { bytes in
            reading.withLock { reading in receive(bytes, into: &reading, head: head) }
        }
        for chunk in chunks where !handoff.put(page(chunk)) { return false }
        return goesOn
    }

    private func receive(
        _ bytes: UnsafeBufferPointer<UInt8>, into reading: inout Reading, head: HTTPResponse
    ) -> ([TodoChunk], Bool) {
        reading.received += bytes.count
        guard reading.received <= AnswerSizes.maximum else {
            reading.failure = .invalidData(reason: "the answer is larger than 256 MB")
            return ([], false)
        }
        guard reading.elements == nil else { return read(bytes, into: &reading, head: head) }
        reading.held.append(contentsOf: bytes)
        guard reading.held.count > wholeAnswerLimit, Self.isArray(reading.held, head: head) else {
            return ([], true)
        }
        reading.elements = JSONArrayElements()
        let held = reading.held
        reading.held = []
        return held.withUnsafeBufferPointer { read($0, into: &reading, head: head) }
    }

    func finish(_ answer: Result<HTTPResponse, any Error>) {
        let (last, end) = reading.withLock { reading -> (TodoChunk?, Result<Void, any Error>) in
            if let failure = reading.failure { return (nil, .failure(failure)) }
            guard case .success(let head) = answer else { return (nil, answer.map { _ in }) }
            guard let elements = reading.elements else {
                let isAnswered = (200..<300).contains(head.status)
                if isAnswered { answerReceived?(reading.held) }
                let digest = isAnswered ? reading.held.withUnsafeBufferPointer { AnswerDigest.of($0) } : nil
                var response = head
                response.body = Data(reading.held)
                reading.held = []
                do {
                    let todos = try RemoteAPI.todos(in: response)
                    return (
                        TodoChunk(todos: todos, before: 0, isEnd: true, head: head, answer: digest),
                        .success(())
                    )
                } catch {
                    return (nil, .failure(error))
                }
            }
            guard elements.isComplete else { return (nil, .failure(ResponseMapper.unreadable(head))) }
            return (
                TodoChunk(todos: reading.todos, before: reading.before, isEnd: true, head: head), .success(())
            )
        }
        if let last, !handoff.put(page(last)) { return }
        handoff.end(end)
    }

    /// Reads the array's elements in `bytes`, returning the chunks they filled and whether to go on.
    private func read(
        _ bytes: UnsafeBufferPointer<UInt8>, into reading: inout Reading, head: HTTPResponse
    ) -> ([TodoChunk], Bool) {
        guard var elements = reading.elements else { return ([], false) }
        reading.elements = nil
        var (todos, before, chunks) = (reading.todos, reading.before, [TodoChunk]())
        reading.todos = []
        do {
            try elements.read(bytes) { element in
                let todo = try Self.todo(in: element, head: head)
                if todos.count == chunkSize {
                    chunks.append(TodoChunk(todos: todos, before: before, isEnd: false, head: head))
                    before += todos.count
                    todos.removeAll(keepingCapacity: true)
                }
                todos.append(todo)
            }
        } catch {
            reading.failure = error as? RemoteError ?? ResponseMapper.unreadable(head)
            return ([], false)
        }
        (reading.elements, reading.todos, reading.before) = (elements, todos, before)
        return (chunks, true)
    }

    /// One element: read by crew's own reader, or by JSONDecoder where crew's leaves it (a number
    /// with a fraction, a repeated member), as each would read it in an answer read whole.
    static func todo(in element: [UInt8], head: HTTPResponse) throws -> TodoDTO? {
        if let todo = TodoListReader.todo(inElement: element) { return todo }
        do {
            return try JSONDecoder().decode(LossyElement<TodoDTO>.self, from: Data(element)).value
        } catch {
            throw ResponseMapper.unreadable(head)
        }
    }

    /// Whether a successful answer's body begins as a JSON array (white space aside).
    private static func isArray(_ body: [UInt8], head: HTTPResponse) -> Bool {
        guard (200..<300).contains(head.status) else { return false }
        let first = body.first { ![0x20, 0x09, 0x0A, 0x0D].contains($0) }
        return first == UInt8(ascii: "[")
    }
}
