#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Reads a file descriptor to its end, up to a limit: a pipe, a device and a regular file alike.
enum DescriptorRead {
    /// What `crew import -` and `crew items import` read at most (a backup of about 2.5 million items).
    static let limit = 512 << 20

    static func all(from descriptor: Int32, limit: Int = DescriptorRead.limit) throws(InputReadError)
        -> [UInt8]
    {
        var status = stat()
        if fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFDIR { throw .folder }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 64 * 1024)
        while true {
            let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count > 0 {
                guard bytes.count + count <= limit else { throw .tooLarge(limit: limit) }
                bytes += chunk[0..<count]
            } else if count == 0 {
                return bytes
            } else if errno != EINTR {
                throw errno == EISDIR ? .folder : .system(errno)
            }
        }
    }
}
