#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Buffered writing to a file descriptor. A listing of a million rows is written in 64 KiB
/// blocks instead of one system call per line; `flush` runs before anything waits for input
/// and before the process exits.
@MainActor
final class FileDescriptorOutput: TextOutput {
    private let descriptor: Int32
    private var buffer: [UInt8] = []
    private let capacity = 64 * 1024

    init(descriptor: Int32) {
        self.descriptor = descriptor
        buffer.reserveCapacity(capacity)
    }

    func write(_ text: String) {
        buffer.append(contentsOf: text.utf8)
        if buffer.count >= capacity { flush() }
    }

    func write(bytes: [UInt8]) {
        buffer.append(contentsOf: bytes)
        if buffer.count >= capacity { flush() }
    }

    func flush() {
        // A closed pipe (`crew items list | head`) ends the output quietly.
        _ = DescriptorWrite.all(buffer, to: descriptor)
        buffer.removeAll(keepingCapacity: true)
    }
}
