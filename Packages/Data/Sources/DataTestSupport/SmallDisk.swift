import Foundation

/// A folder on a tiny file system of its own (tmpfs), for tests of a full disk. Mounting needs
/// root, as CI runs; elsewhere such a test is disabled with that reason.
public final class SmallDisk {
    private let path: String

    public init(_ path: String, kilobytes: Int) throws {
        self.path = path
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        try Mount.run(["mount", "-t", "tmpfs", "-o", "size=\(kilobytes)k,mode=0700", "tmpfs", path])
    }

    deinit {
        try? Mount.run(["umount", path])
    }
}
