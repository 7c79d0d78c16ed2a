import Foundation

/// The environment a test gives every program it starts: built from nothing, plus what the test
/// sets. A developer's `CREW_*`, `XDG_*`, `PG*` or config can never reach a program under test
/// this way, so `make test` never reads or writes their store, history or cache.
///
/// Only `PATH` is taken from the caller (how tools are found), and `LLVM_PROFILE_FILE` (where
/// `make coverage`'s instrumented programs write their profiles). `HOME` and `TMPDIR` are set
/// on purpose: a tool that looks for a dot file finds an empty home of the test's own.
public enum CleanEnvironment {
    /// The environment for a program started with `home` as its home folder, plus `extra`.
    public static func with(home: String, _ extra: [String: String] = [:]) -> [String: String] {
        let caller = ProcessInfo.processInfo.environment
        var environment = [
            "PATH": caller["PATH"] ?? "/usr/local/bin:/usr/bin:/bin",
            "HOME": home,
            "TMPDIR": FileManager.default.temporaryDirectory.path,
            "LC_ALL": "C.UTF-8",
        ]
        if let profile = caller["LLVM_PROFILE_FILE"] { environment["LLVM_PROFILE_FILE"] = profile }
        return environment.merging(extra) { $1 }
    }

    /// The environment for a tool that needs no home of its own (psql, python3, tmux's client,
    /// the toolchain): its home is an empty folder this test process made.
    public static func forTools(_ extra: [String: String] = [:]) -> [String: String] {
        with(home: toolHome, extra)
    }

    /// One empty home per test process, made on first use and removed with what the tools wrote
    /// there when the process exits, so a run leaves nothing in the temporary folder.
    private static let toolHome: String = {
        let folder = toolHome(of: getpid())
        try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        atexit { try? FileManager.default.removeItem(atPath: CleanEnvironment.toolHome(of: getpid())) }
        return folder
    }()

    private static func toolHome(of process: pid_t) -> String {
        FileManager.default.temporaryDirectory.appendingPathComponent("crew-tests-home-\(process)").path
    }
}
