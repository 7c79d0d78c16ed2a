#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// One `crew sync` at a time per cache file: an advisory `flock` on a file beside it, which the
/// kernel drops when the process ends, so a sync killed with SIGKILL never leaves it held.
extension SQLiteConnection {
    public func takeSendingLock() throws -> Bool {
        if sendingLock != nil { return true }
        // Never follows a link, and never truncates: a file that is not crew's is left as it is.
        let descriptor = open(sendingLockPath, O_RDWR | O_CREAT | O_NOFOLLOW | O_CLOEXEC | O_NONBLOCK, 0o600)
        guard descriptor >= 0 else {
            throw StoreError.cannotOpen(
                path: sendingLockPath, reason: String(cString: strerror(errno)))
        }
        var status = stat()
        guard fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFREG else {
            close(descriptor)
            throw StoreError.cannotOpen(path: sendingLockPath, reason: "it is not a regular file")
        }
        guard flock(descriptor, LOCK_EX | LOCK_NB) == 0 else {
            let failure = errno
            close(descriptor)
            guard failure == EWOULDBLOCK else {
                throw StoreError.cannotOpen(path: sendingLockPath, reason: String(cString: strerror(failure)))
            }
            return false
        }
        sendingLock = descriptor
        return true
    }

    public func releaseSendingLock() {
        guard let descriptor = sendingLock else { return }
        close(descriptor)
        sendingLock = nil
    }
}
