import Terminal

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Buffered writing to a file descriptor. A listing of a million rows is written in 64 KiB
/// blocks instead of one system call per line; `flush` runs before anything waits for input
/// and before the process exits.
///
/// A write that fails is remembered, never dropped: `failure` is what the command ends with
/// (`crew export - > /dev/full` is an error, exit 1). A reader that went away (EPIPE, when
/// SIGPIPE is ignored) ends the output quietly, as the signal would.
@MainActor
final class FileDescriptorOutput: TextOutput {
    private let descriptor: Int32
    private var buffer: [UInt8] = []
    private let capacity = 64 * 1024
    private(set) var failure: OutputFailure?

    /// `isClosed`: the descriptor was closed when crew started (`>&-`) and now holds /dev/null.
    init(descriptor: Int32, isClosed: Bool = false) {
        self.descriptor = descriptor
        failure = isClosed ? .closed : nil
        buffer.reserveCapacity(capacity)
    }

    /// A long text (a bulk change's 100,000 lines) goes out a block at a time: the buffer never
    /// grows past its 64 KiB into a second copy of the text.
    func write(_ text: String) {
        var rest = text.utf8[...]
        while failure == nil, !rest.isEmpty {
            let block = rest.prefix(capacity - buffer.count)
            buffer.append(contentsOf: block)
            rest = rest[block.endIndex...]
            if buffer.count >= capacity { flush() }
        }
    }

    func write(bytes: [UInt8]) {
        guard failure == nil else { return }
        buffer.append(contentsOf: bytes)
        if buffer.count >= capacity { flush() }
    }

    func flush() {
        defer { buffer.removeAll(keepingCapacity: true) }
        guard failure == nil, !buffer.isEmpty, !DescriptorWrite.all(buffer, to: descriptor) else { return }
        failure = errno == EPIPE ? .readerGone : .system(errno)
    }

    func retractionPoint() -> Int64? {
        flush()
        var status = stat()
        guard failure == nil, fstat(descriptor, &status) == 0, (status.st_mode & S_IFMT) == S_IFREG else {
            return nil
        }
        // Opened with `>>`, every write goes to the end whatever the offset says.
        let appends = fcntl(descriptor, F_GETFL) & O_APPEND != 0
        let offset = appends ? Int64(status.st_size) : Int64(lseek(descriptor, 0, SEEK_CUR))
        // Writing over what the file held (`1<>`), a cut would take away text that is not ours.
        return offset == Int64(status.st_size) ? offset : nil
    }

    func retract(to point: Int64) {
        buffer.removeAll(keepingCapacity: true)
        guard ftruncate(descriptor, off_t(point)) == 0 else { return }
        lseek(descriptor, off_t(point), SEEK_SET)
    }
}
