import DataTestSupport
import Foundation

/// Requests to an API server as another client would make them (not crew): what the server
/// holds, or a change made behind crew's back. Python's standard library, so nothing more is
/// installed for it.
enum AnotherClient {
    private static let script = """
        import sys, urllib.request
        data = sys.argv[3].encode() if len(sys.argv) > 3 else None
        request = urllib.request.Request(sys.argv[1], data=data, method=sys.argv[2], headers={"Content-Type": "application/json"})
        print(urllib.request.urlopen(request, timeout=5).read().decode())
        """

    /// The body of the server's answer to `method url` with `body`; the run, whatever it ended in.
    static func send(_ method: String, _ url: String, body: String? = nil) throws -> ProgramRun {
        try runTool(["python3", "-c", script, url, method] + (body.map { [$0] } ?? []), input: "")
    }

    /// The records of a JSON array (`GET /todos`) whose title is `title`.
    static func records(in json: String, titled title: String) throws -> [[String: Any]] {
        let all = try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [[String: Any]]
        return (all ?? []).filter { $0["title"] as? String == title }
    }
}
