import CommandGrammar
import Foundation
import FuzzSupport

@testable import CrewCLI

/// The config path check, on any input. Half the inputs are paths as bytes (relative, `..`,
/// repeated slashes, missing folders, a base that is not above the file): nothing may crash.
/// The other half build a small tree under a folder of this run, its folders' modes and which
/// of them are links taken from the bytes, and hold the check to an independent walk: a file it
/// trusts has no folder on its way, nor on the way of where it really is, that someone else can
/// write; and a file whose folders are all the user's alone is trusted.
@_cdecl("LLVMFuzzerTestOneInput")
func fuzzConfigPath(_ start: UnsafePointer<UInt8>?, _ count: Int) -> Int32 {
    let bytes = Fuzzer.bytes(start, count)
    guard let first = bytes.first else { return 0 }
    if first % 2 == 0 {
        let strings = Fuzzer.strings(Array(bytes.dropFirst()))
        let path = strings.first ?? ""
        let base = strings.dropFirst().first ?? "/"
        _ = Result { () throws(UsageError) in try ConfigPathTrust(path: path, base: base).check() }
        return 0
    }
    checkTree(Array(bytes.dropFirst()))
    return 0
}

/// Modes a folder may have: the user's alone, or writable by the group, anyone, anyone but sticky.
private let modes: [mode_t] = [0o700, 0o755, 0o775, 0o777, 0o1777, 0o750, 0o711, 0o770]

private func checkTree(_ bytes: [UInt8]) {
    let manager = FileManager.default
    let root = manager.temporaryDirectory.appendingPathComponent("crew-fuzz-\(getpid())-\(UUID().uuidString)")
        .path
    defer { try? manager.removeItem(atPath: root) }
    func byte(_ index: Int) -> Int { bytes.indices.contains(index) ? Int(bytes[index]) : 0 }
    // root (the base, the user's alone) / a / b / config, and root / o / x / config, which
    // `config` or `a` may link to.
    let folders = ["a", "a/b", "o", "o/x"]
    do {
        try manager.createDirectory(atPath: root, withIntermediateDirectories: true)
        chmod(root, 0o700)
        for folder in folders {
            try manager.createDirectory(atPath: root + "/" + folder, withIntermediateDirectories: true)
        }
        try "store = x\n".write(toFile: root + "/o/x/config", atomically: false, encoding: .utf8)
        chmod(root + "/o/x/config", 0o600)
        let configLinks = byte(0) % 3 == 1
        if configLinks {
            symlink(root + "/o/x/config", root + "/a/b/config")
        } else {
            try "store = y\n".write(toFile: root + "/a/b/config", atomically: false, encoding: .utf8)
            chmod(root + "/a/b/config", 0o600)
        }
        for (index, folder) in folders.enumerated() {
            chmod(root + "/" + folder, modes[byte(index + 1) % modes.count])
        }
    } catch {
        return
    }
    let path = root + "/a/b/config"
    let trusted = (try? ConfigPathTrust(path: path, base: root).check()) != nil
    // The independent walk: every folder from the file up to the root, then the same from where
    // it really is.
    var unsafe = false
    for start in [path, (try? manager.destinationOfSymbolicLink(atPath: path)) ?? path] {
        var folder = (start as NSString).deletingLastPathComponent
        while folder.hasPrefix(root) {
            var status = stat()
            if lstat(folder, &status) == 0, status.st_mode & S_IFMT == S_IFDIR, status.st_mode & 0o022 != 0 {
                unsafe = true
            }
            folder = (folder as NSString).deletingLastPathComponent
        }
    }
    precondition(!(trusted && unsafe), "a config with a folder others can write on its way was trusted")
    precondition(trusted || unsafe, "a config whose folders are all the user's alone was refused")
}

@_cdecl("FuzzConfigPath_main")
func main(_ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> Int32 {
    Fuzzer.run(argc, argv)
}
