import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// The PostgreSQL server the PostgreSQL cases connect to.
///
/// `make test` runs every suite beside one throwaway cluster (`Scripts/with-postgres.sh`) and
/// names it in `CREW_TEST_POSTGRES_URL`. A suite run alone (`swift test --package-path
/// Packages/Data`) starts a cluster of its own the first time a case asks, with the same
/// `pg_virtualenv`, and it goes away with the test process. Where PostgreSQL is not installed,
/// `server` says why, and the cases are skipped with that reason, unless
/// `CREW_REQUIRE_POSTGRES=1` (make test, CI) makes them a failure.
public enum ThrowawayPostgres {
    public struct Unavailable: Error, CustomStringConvertible {
        public let description: String

        public init(description: String) {
            self.description = description
        }
    }

    /// The server's URL (with its throwaway password), or why there is none.
    public static let server: Result<String, Unavailable> = start()

    /// Whether the PostgreSQL cases run here (a server is named, or one can be started): `false`
    /// only where they may be skipped. Nothing is started to tell.
    public static var isAvailable: Bool {
        isRequired || namedServer != nil || isInstalled
    }

    /// Why the PostgreSQL cases are skipped, for the trait that skips them.
    public static let skipReason =
        "PostgreSQL is not installed, so its cases are skipped (Scripts/install-dependencies.sh test installs it)"

    private static var namedServer: String? {
        ProcessInfo.processInfo.environment["CREW_TEST_POSTGRES_URL"].flatMap { $0.isEmpty ? nil : $0 }
    }

    private static var isInstalled: Bool {
        ["/usr/bin/pg_virtualenv", "/usr/local/bin/pg_virtualenv"].contains {
            FileManager.default.isExecutableFile(atPath: $0)
        }
    }

    /// `make test` and CI ask for the PostgreSQL cases to run: a missing server fails them.
    public static var isRequired: Bool {
        ProcessInfo.processInfo.environment["CREW_REQUIRE_POSTGRES"] == "1"
    }

    public static func url() throws -> String {
        try server.get()
    }

    private static func start() -> Result<String, Unavailable> {
        if let namedServer { return .success(namedServer) }
        guard isInstalled else { return .failure(Unavailable(description: skipReason)) }
        // The cluster lives as long as this process: the shell inside pg_virtualenv waits for the
        // process to end, then pg_virtualenv removes the cluster.
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "crew-pg-\(UUID().uuidString)")
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let announcement = folder.appendingPathComponent("url").path
        let script = """
            printf '%s\\n' "postgresql://$PGUSER:$PGPASSWORD@$PGHOST:$PGPORT/$PGDATABASE" > "$1.tmp" && mv "$1.tmp" "$1"
            while kill -0 "$2" 2>/dev/null; do sleep 0.2; done
            rm -rf "$(dirname "$1")"
            """
        do {
            _ = try Subprocess.start(
                [
                    "pg_virtualenv", "-t", "-o", "max_connections=300", "-o", "fsync=off", "sh", "-c", script,
                    "throwaway-postgres", announcement, String(getpid()),
                ],
                environment: CleanEnvironment.forTools(), input: "/dev/null",
                output: folder.appendingPathComponent("out").path,
                errors: folder.appendingPathComponent("err").path)
        } catch {
            return .failure(Unavailable(description: "cannot start PostgreSQL: \(error)"))
        }
        let started = Date()
        while Date().timeIntervalSince(started) < 120 {
            if let text = try? String(contentsOfFile: announcement, encoding: .utf8), text.hasSuffix("\n") {
                return .success(String(text.dropLast()))
            }
            usleep(50_000)
        }
        let errors = (try? String(contentsOf: folder.appendingPathComponent("err"), encoding: .utf8)) ?? ""
        return .failure(
            Unavailable(
                description:
                    "PostgreSQL did not start in 2 minutes: \(errors.split(separator: "\n").last ?? "")"))
    }
}
