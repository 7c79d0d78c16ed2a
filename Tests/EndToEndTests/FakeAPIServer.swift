import DataTestSupport
import Foundation

/// The project's fake JSONPlaceholder (Scripts/fake-api.py) on 127.0.0.1, on a port the system
/// picks, seeded with fixtures the test writes itself.
final class FakeAPIServer {
    private let process: Subprocess
    private var isRunning = true
    let url: String
    /// The file the server reads before every request to know which fault to play.
    private let faults: String
    /// Where the server writes each request it handled ("POST /todos").
    private let log: String

    /// `options` go to the script as they are (`--ignore-limit`, `--page-cap N`).
    init(seed: String, token: String? = nil, options: [String] = [], in sandbox: Sandbox) throws {
        faults = sandbox.path("faults-\(UUID().uuidString)")
        log = sandbox.path("requests-\(UUID().uuidString).log")
        let seedPath = sandbox.path("seed-\(UUID().uuidString).json")
        try seed.write(toFile: seedPath, atomically: true, encoding: .utf8)
        let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Scripts/fake-api.py")
        let announcement = sandbox.path("server-\(UUID().uuidString).out")
        process = try Subprocess.start(
            ["python3", script.path, "--port", "0", "--seed", seedPath, "--faults", faults, "--log", log]
                + (token.map { ["--token", $0] } ?? []) + options,
            environment: CleanEnvironment.forTools(), input: "/dev/null", output: announcement,
            errors: "/dev/null")
        // The server's first line says which port it listens on ("listening on 40123").
        var port: String?
        for _ in 0..<200 where port == nil {
            let text = (try? String(contentsOfFile: announcement, encoding: .utf8)) ?? ""
            if text.hasSuffix("\n") { port = text.split(separator: " ").last.map { String($0.dropLast()) } }
            if port == nil { usleep(25_000) }
        }
        url = "http://127.0.0.1:\(port ?? "0")"
    }

    /// From the next request on, the server plays `mode` (see Scripts/fake-api.py): "hang",
    /// "status:500", "malformed", "truncated", "close", "drip", "after:3:hang"; "" behaves again.
    func play(_ mode: String) throws {
        try (mode + "\n").write(toFile: faults, atomically: true, encoding: .utf8)
    }

    /// The requests the server handled so far, in order ("PATCH /todos/3").
    func requests() -> [String] {
        ((try? String(contentsOfFile: log, encoding: .utf8)) ?? "").split(separator: "\n").map(String.init)
    }

    /// What the server answers to `method path` with `body`, as another client would ask it
    /// (straight to the server: no fault is played for it, and it is not logged).
    @discardableResult
    func send(_ method: String, _ path: String, body: String? = nil) throws -> String {
        let saved = try? String(contentsOfFile: faults, encoding: .utf8)
        try play("")
        defer { try? (saved ?? "").write(toFile: faults, atomically: true, encoding: .utf8) }
        let count = requests().count
        let run = try AnotherClient.send(method, url + path, body: body)
        // Not one of crew's requests: left out of the log.
        let kept = requests().prefix(count).joined(separator: "\n")
        try (kept.isEmpty ? "" : kept + "\n").write(toFile: log, atomically: true, encoding: .utf8)
        return run.output
    }

    /// The todos the server holds whose title is `title`.
    func todos(titled title: String) throws -> [[String: Any]] {
        try AnotherClient.records(in: try send("GET", "/todos"), titled: title)
    }

    /// The todo `id` as the server holds it.
    func todo(_ id: Int) throws -> [String: Any] {
        try JSONSerialization.jsonObject(with: Data(try send("GET", "/todos/\(id)").utf8)) as? [String: Any]
            ?? [:]
    }

    func stop() {
        guard isRunning else { return }
        isRunning = false
        process.terminate()
        _ = process.wait()
    }

    deinit {
        stop()
    }

    /// Users and todos in the JSONPlaceholder shape, with the extra fields a real server sends.
    static let seed = """
        {"users": [
          {"id": 1, "name": "Leanne Graham", "username": "Bret", "email": "Sincere@april.biz",
           "address": {"street": "Kulas Light", "city": "Gwenborough", "geo": {"lat": "-37.3159", "lng": "81.1496"}},
           "company": {"name": "Romaguera-Crona"}},
          {"id": 2, "name": "Ervin Howell", "username": "Antonette", "email": "Shanna@melissa.tv"}
        ],
         "todos": [
          {"userId": 1, "id": 1, "title": "delectus aut autem", "completed": false},
          {"userId": 1, "id": 2, "title": "quis ut nam facilis et officia qui", "completed": true},
          {"userId": 2, "id": 3, "title": "fugiat veniam minus", "completed": false},
          {"id": 4, "title": "nobody's todo", "completed": false}
        ]}
        """
}
