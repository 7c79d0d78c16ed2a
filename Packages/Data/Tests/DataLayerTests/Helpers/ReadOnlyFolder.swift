import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// Makes a folder read-only for the length of a test, as it would be for its owner: by its mode
/// for an ordinary user, and, since permission bits do not bind root (as CI runs), by mounting it
/// read-only over itself.
final class ReadOnlyFolder {
    private let path: String
    private let isMounted: Bool

    init(_ path: String) throws {
        self.path = path
        isMounted = getuid() == 0
        if isMounted {
            try Self.run(["mount", "--bind", path, path])
            try Self.run(["mount", "-o", "remount,bind,ro", path])
        } else {
            guard chmod(path, 0o500) == 0 else { throw Failure(command: "chmod 0500 \(path)") }
        }
    }

    deinit {
        if isMounted {
            try? Self.run(["umount", path])
        } else {
            chmod(path, 0o700)
        }
    }

    private static func run(_ arguments: [String]) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = arguments
        try process.run()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { throw Failure(command: arguments.joined(separator: " ")) }
    }

    struct Failure: Error, CustomStringConvertible {
        let command: String
        var description: String { "cannot make a folder read-only: `\(command)` failed" }
    }
}
