import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// Starts programs with `posix_spawn` and waits for them with `waitpid`, instead of Foundation's
/// `Process`. On Linux, `Process` learns that a child ended when a socket it shares with the
/// child closes; when tests start programs in parallel, another child (a server that lives on)
/// inherits that socket and `waitUntilExit` never returns (swift-corelibs-foundation #4795).
/// Here no such socket exists: every child is waited for by its pid, its standard streams are
/// files (never pipes another child could hold open), and it starts with an empty signal mask
/// (test threads block all signals, and a child would inherit that: the fake server would never
/// see SIGTERM, tmux never SIGCHLD).
public struct Subprocess: Sendable {
    public let pid: pid_t

    /// Starts `arguments` (found on PATH) with standard input, output and error on these files.
    public static func start(
        _ arguments: [String], environment: [String: String], input: String, output: String, errors: String
    ) throws -> Subprocess {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, input, O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, output, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        posix_spawn_file_actions_addopen(&actions, 2, errors, O_WRONLY | O_CREAT | O_TRUNC, 0o600)

        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var noSignals = sigset_t()
        sigemptyset(&noSignals)
        var allSignals = sigset_t()
        sigfillset(&allSignals)
        posix_spawnattr_setsigmask(&attributes, &noSignals)
        posix_spawnattr_setsigdefault(&attributes, &allSignals)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))

        let argv = arguments.map { strdup($0) } + [nil]
        let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer {
            for pointer in argv + envp { free(pointer) }
        }
        var pid = pid_t()
        let code = posix_spawnp(&pid, arguments[0], &actions, &attributes, argv, envp)
        guard code == 0 else { throw SpawnError(program: arguments[0], code: code) }
        return Subprocess(pid: pid)
    }

    /// Waits for the child and returns its exit status (128 + signal if a signal ended it).
    public func wait() -> Int32 {
        var status: Int32 = 0
        while waitpid(pid, &status, 0) == -1, errno == EINTR {}
        let signal = status & 0x7F
        return signal == 0 ? (status >> 8) & 0xFF : 128 + signal
    }

    /// Waits for the child and returns its exit status with the CPU time it used (user and
    /// system), in seconds: how a test tells waiting from spinning.
    public func waitWithCPUTime() -> (status: Int32, cpuSeconds: Double) {
        var status: Int32 = 0
        var usage = rusage()
        while wait4(pid, &status, 0, &usage) == -1, errno == EINTR {}
        let signal = status & 0x7F
        let cpu =
            Double(usage.ru_utime.tv_sec + usage.ru_stime.tv_sec)
            + Double(usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) / 1_000_000
        return (signal == 0 ? (status >> 8) & 0xFF : 128 + signal, cpu)
    }

    public func terminate() {
        kill(pid, SIGTERM)
    }

    struct SpawnError: Error, CustomStringConvertible {
        let program: String
        let code: Int32
        var description: String { "cannot start \(program): \(String(cString: strerror(code)))" }
    }
}

/// Runs a program to the end, with its output captured through files.
public func runProgram(
    _ arguments: [String], input: String, environment: [String: String]
) throws -> ProgramRun {
    let base = FileManager.default.temporaryDirectory.appendingPathComponent("crew-run-\(UUID().uuidString)")
        .path
    let (inputPath, outputPath, errorPath) = (base + ".in", base + ".out", base + ".err")
    try Data(input.utf8).write(to: URL(fileURLWithPath: inputPath))
    defer {
        for path in [inputPath, outputPath, errorPath] { try? FileManager.default.removeItem(atPath: path) }
    }
    let process = try Subprocess.start(
        arguments, environment: environment, input: inputPath, output: outputPath, errors: errorPath)
    let status = process.wait()
    return ProgramRun(
        status: status,
        output: (try? String(contentsOfFile: outputPath, encoding: .utf8)) ?? "",
        errors: (try? String(contentsOfFile: errorPath, encoding: .utf8)) ?? "")
}
