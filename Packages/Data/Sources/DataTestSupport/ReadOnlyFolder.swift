import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// Makes a folder read-only for the length of a test, as it would be for its owner: by its mode
/// for an ordinary user, and, since permission bits do not bind root (as CI runs), by mounting it
/// read-only over itself.
public final class ReadOnlyFolder {
    private let path: String
    private let isMounted: Bool

    public init(_ path: String) throws {
        self.path = path
        isMounted = getuid() == 0
        if isMounted {
            try Mount.run(["mount", "--bind", path, path])
            try Mount.run(["mount", "-o", "remount,bind,ro", path])
        } else {
            guard chmod(path, 0o500) == 0 else { throw Mount.Failure(command: "chmod 0500 \(path)") }
        }
    }

    deinit {
        if isMounted {
            try? Mount.run(["umount", path])
        } else {
            chmod(path, 0o700)
        }
    }
}
