#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Standard input, read line by line, or whole.
@MainActor
final class StandardInput: LineInput {
    func readLine() -> String? {
        Swift.readLine(strippingNewline: true)
    }

    func readAll() -> [UInt8] {
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 64 * 1024)
        while true {
            let count = chunk.withUnsafeMutableBytes { read(STDIN_FILENO, $0.baseAddress, $0.count) }
            if count > 0 {
                bytes += chunk[0..<count]
            } else if count == 0 || errno != EINTR {
                return bytes
            }
        }
    }
}
