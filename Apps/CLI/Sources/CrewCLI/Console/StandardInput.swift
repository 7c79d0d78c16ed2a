#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Standard input, read line by line, or whole. Lines are read as bytes and checked: a line that
/// is not UTF-8 is an error, as an argument that is not is, never repaired into U+FFFD.
@MainActor
final class StandardInput: LineInput {
    /// Closed when crew started (`<&-`): it reads as empty, and reading it whole is an error.
    private let isClosed: Bool
    /// Bytes read past the last line given out.
    private var pending: [UInt8] = []
    private var atEnd = false

    init(isClosed: Bool = false) {
        self.isClosed = isClosed
    }

    /// The next line, without its line end. A line longer than `maximumLineLength` is read past
    /// and refused whole (`lineTooLong`), never held: a 50 MB line took 1.8 GB.
    func readLine() throws(InputReadError) -> String? {
        guard !isClosed else { return nil }
        var isTooLong = false
        while true {
            if let newline = pending.firstIndex(of: UInt8(ascii: "\n")) {
                let line = Array(pending[..<newline])
                pending.removeSubrange(...newline)
                guard !isTooLong, line.count <= Self.maximumLineLength else {
                    throw .lineTooLong(limit: Self.maximumLineLength)
                }
                return try Self.text(line)
            }
            if pending.count > Self.maximumLineLength {
                isTooLong = true
                pending.removeAll(keepingCapacity: true)
            }
            if atEnd {
                guard !pending.isEmpty || isTooLong else { return nil }
                defer { pending.removeAll() }
                guard !isTooLong else { throw .lineTooLong(limit: Self.maximumLineLength) }
                return try Self.text(pending)
            }
            readMore()
        }
    }

    /// The longest line crew reads (64 KiB): longer than any command a person types or pastes.
    static var maximumLineLength: Int { 64 * 1024 }

    func readAll() throws(InputReadError) -> [UInt8] {
        guard !isClosed else { throw .closed }
        let rest = try DescriptorRead.all(from: STDIN_FILENO)
        defer { pending.removeAll() }
        return pending + rest
    }

    private func readMore() {
        var chunk = [UInt8](repeating: 0, count: 16 * 1024)
        while true {
            let count = chunk.withUnsafeMutableBytes { read(STDIN_FILENO, $0.baseAddress, $0.count) }
            if count > 0 {
                pending += chunk[0..<count]
                return
            }
            if count < 0, errno == EINTR { continue }
            atEnd = true
            return
        }
    }

    private static func text(_ bytes: [UInt8]) throws(InputReadError) -> String {
        let line = bytes.last == UInt8(ascii: "\r") ? bytes.dropLast() : bytes[...]
        guard let text = String(validating: line, as: UTF8.self) else { throw .notUTF8 }
        return text
    }
}
