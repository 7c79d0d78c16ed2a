import DataTestSupport
import Foundation
import Testing

/// A shared library this machine has, made to look missing to one command: the command runs in a
/// mount namespace of its own, with /dev/null bound over every file of the library, so the copy
/// stays installed for everybody else.
struct HiddenLibrary {
    /// The library's files, as `ldconfig -p` lists them.
    let files: [String]

    /// `pattern` is an awk regular expression for the file name, such as `libcurl\\.so`.
    init(matching pattern: String) throws {
        files = try runTool(["sh", "-c", "ldconfig -p | awk '/\(pattern)/ { print $NF }'"], input: "")
            .outputLines.filter { !$0.isEmpty }
        #expect(!files.isEmpty, "ldconfig lists nothing like \(pattern): the test cannot hide it")
    }

    /// `arguments` (a program and its arguments), run where the library is hidden. Root makes a
    /// mount namespace directly: a user namespace (`unshare -r`), which an unprivileged user
    /// needs, cannot be made inside a chroot.
    func run(_ arguments: [String], environment: [String: String]) throws -> ProgramRun {
        let hide = files.map { "mount --bind /dev/null \($0)" }.joined(separator: " && ")
        let namespace = getuid() == 0 ? ["unshare", "-m"] : ["unshare", "-rm"]
        return try runTool(
            namespace + ["sh", "-c", "\(hide) && exec \"$0\" \"$@\""] + arguments, input: "",
            environment: environment)
    }
}
