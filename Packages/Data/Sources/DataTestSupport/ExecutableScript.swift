import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// Writes a script a test runs as a program. The file is opened close-on-exec: a child another
/// test starts meanwhile would otherwise inherit the open descriptor, and running the script
/// would fail with "Text file busy" for as long as that child lives (a silent failure where the
/// script's errors are discarded, as a shell's completion does).
public enum ExecutableScript {
    public static func write(_ text: String, to path: String) throws {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o755)
        guard descriptor >= 0 else {
            throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: path])
        }
        defer { close(descriptor) }
        let bytes = Array(text.utf8)
        var written = 0
        while written < bytes.count {
            let count = bytes[written...].withUnsafeBytes {
                Glibc.write(descriptor, $0.baseAddress, $0.count)
            }
            guard count > 0 else { throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: path]) }
            written += count
        }
        // The mode given to open is reduced by the umask.
        fchmod(descriptor, 0o755)
    }
}
