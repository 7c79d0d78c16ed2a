import Terminal

#if canImport(FoundationEssentials)
    // Foundation's essentials only: the rest of Foundation (CoreFoundation, ICU) would make
    // every start of the static crew pay for relocating tens of megabytes it does not use.
    import FoundationEssentials
#else
    import Foundation
#endif

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The file a backup goes to. It is written beside its destination under a temporary name and
/// renamed over it only once complete, so a failed export leaves any earlier backup as it was.
/// A file that exists and is not a crew backup is never replaced: it is somebody's data.
@MainActor
final class ExportFile {
    private let path: String
    private let temporaryPath: String
    private let descriptor: Int32
    private var buffer: [UInt8] = []
    private var isOpen = true
    private let removal: RemovalOnSignal

    /// What an earlier backup starts with; anything else at `path` is not ours to replace.
    static let signature = Array("{\n  \"format\": \"crew\",".utf8)

    init(replacing path: String) throws(ExportFileError) {
        var status = stat()
        if lstat(path, &status) == 0 {
            guard status.st_mode & S_IFMT == S_IFREG, Self.startsWithSignature(path) else {
                throw .notABackup(path: path)
            }
        }
        self.path = path
        // Beside the destination (so that the rename is atomic), hidden, and this process's own.
        let slash = path.lastIndex(of: "/")
        let folder = slash.map { String(path[...$0]) } ?? ""
        let name = slash.map { String(path[path.index(after: $0)...]) } ?? path
        temporaryPath = folder + ".\(name).crew-\(getpid()).tmp"
        // Watched before it exists, so that no signal falls between its creation and the watch.
        removal = RemovalOnSignal(path: temporaryPath)
        // O_NOFOLLOW with O_EXCL: nothing already there, not even a link, is written through;
        // fchmod: 0600 whatever the umask.
        descriptor = open(temporaryPath, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else {
            removal.cancel()
            throw .cannotWrite(path: path, reason: String(cString: strerror(errno)))
        }
        fchmod(descriptor, 0o600)
    }

    func write(_ text: String) throws(ExportFileError) {
        buffer.append(contentsOf: text.utf8)
        if buffer.count >= 64 * 1024 { try flush() }
    }

    /// Makes the backup complete and durable, then puts it in place.
    func commit() throws(ExportFileError) {
        try flush()
        guard fsync(descriptor) == 0 else { throw failure() }
        isOpen = false
        guard close(descriptor) == 0, rename(temporaryPath, path) == 0 else { throw failure() }
        removal.cancel()
    }

    /// Gives up: the temporary file goes, whatever was at the destination stays.
    func discard() {
        if isOpen { close(descriptor) }
        isOpen = false
        unlink(temporaryPath)
        removal.cancel()
    }

    private func flush() throws(ExportFileError) {
        guard DescriptorWrite.all(buffer, to: descriptor) else { throw failure() }
        buffer.removeAll(keepingCapacity: true)
    }

    private func failure() -> ExportFileError {
        .cannotWrite(path: path, reason: String(cString: strerror(errno)))
    }

    private static func startsWithSignature(_ path: String) -> Bool {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return false }
        defer { close(descriptor) }
        var start = [UInt8](repeating: 0, count: signature.count)
        let count = start.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
        return count == signature.count && start == signature
    }
}
