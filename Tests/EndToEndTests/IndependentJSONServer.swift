import DataTestSupport
import Foundation

/// json-server-py (PyPI), an independent implementation of the json-server contract, which
/// `Scripts/install-dependencies.sh` installs into `.tools/python` where PyPI gives it: the
/// outbox is checked against a server crew's own fake was not written for. Its data lives in a
/// file it writes a second after each change, so a test stops it only once that second passed,
/// and starts it again on the same port (the same origin, the same cache).
final class IndependentJSONServer {
    /// Where the server is installed; `nil` (and the test skipped) where it is not.
    static let executable: String? = {
        let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .deletingLastPathComponent()
            .deletingLastPathComponent()
        let path = repository.appendingPathComponent(".tools/python/bin/json-server").path
        return FileManager.default.isExecutableFile(atPath: path) ? path : nil
    }()

    private let database: String
    private let port: Int
    private let sandbox: Sandbox
    private var process: Subprocess?
    var url: String { "http://127.0.0.1:\(port)" }

    init(seed: String, in sandbox: Sandbox) throws {
        self.sandbox = sandbox
        database = sandbox.path("db-\(UUID().uuidString).json")
        try seed.write(toFile: database, atomically: true, encoding: .utf8)
        let free = try runTool(
            [
                "python3", "-c",
                "import socket; s = socket.socket(); s.bind(('127.0.0.1', 0)); print(s.getsockname()[1])",
            ], input: "")
        port = Int(free.output.trimmingCharacters(in: .whitespacesAndNewlines)) ?? 0
        try start()
    }

    func start() throws {
        guard process == nil, let executable = Self.executable else { return }
        process = try Subprocess.start(
            [executable, "-b", "127.0.0.1:\(port)", database],
            environment: CleanEnvironment.forTools(),
            input: "/dev/null", output: "/dev/null", errors: sandbox.path("json-server.log"))
        // Ready once it answers (a `for … where` would ask 200 times whatever the answer).
        var attempts = 0
        while (try? get("/users")) == nil, attempts < 200 {
            usleep(25_000)
            attempts += 1
        }
    }

    /// Stops the server once it has written its last change to its file.
    func stop() {
        guard let process else { return }
        usleep(1_500_000)
        process.terminate()
        _ = process.wait()
        self.process = nil
    }

    deinit {
        if let process {
            process.terminate()
            _ = process.wait()
        }
    }

    func get(_ path: String) throws -> String {
        try send("GET", path)
    }

    /// What the server answers to `method path` with `body`, as another client would ask it.
    @discardableResult
    func send(_ method: String, _ path: String, body: String? = nil) throws -> String {
        let run = try AnotherClient.send(method, url + path, body: body)
        guard run.status == 0 else { throw ServerError(message: run.errors) }
        return run.output
    }

    /// The todos the server holds whose title is `title`.
    func todos(titled title: String) throws -> [[String: Any]] {
        try AnotherClient.records(in: try get("/todos"), titled: title)
    }

    struct ServerError: Error {
        let message: String
    }
}
