#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Standard input, read line by line, or whole.
@MainActor
final class StandardInput: LineInput {
    /// Closed when crew started (`<&-`): it reads as empty, and reading it whole is an error.
    private let isClosed: Bool

    init(isClosed: Bool = false) {
        self.isClosed = isClosed
    }

    func readLine() -> String? {
        Swift.readLine(strippingNewline: true)
    }

    func readAll() throws(InputReadError) -> [UInt8] {
        guard !isClosed else { throw .closed }
        return try DescriptorRead.all(from: STDIN_FILENO)
    }
}
