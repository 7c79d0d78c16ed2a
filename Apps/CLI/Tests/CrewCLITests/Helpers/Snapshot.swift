import Foundation
import Testing

/// Compares text with a golden file in `__Snapshots__`, byte for byte.
/// To re-record after an intended change: `CREW_RECORD_SNAPSHOTS=1 make test`, then review the
/// diff of `Apps/CLI/Tests/CrewCLITests/__Snapshots__` before committing it.
func assertSnapshot(
    _ text: String, named name: String, filePath: String = #filePath,
    sourceLocation: SourceLocation = #_sourceLocation
) {
    let directory = URL(fileURLWithPath: filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("__Snapshots__")
    let file = directory.appendingPathComponent("\(name).txt")
    if ProcessInfo.processInfo.environment["CREW_RECORD_SNAPSHOTS"] == "1" {
        try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        try? Data(text.utf8).write(to: file)
        Issue.record(
            "Recorded \(name).txt; run again without CREW_RECORD_SNAPSHOTS to compare.",
            sourceLocation: sourceLocation)
        return
    }
    guard let golden = try? Data(contentsOf: file) else {
        Issue.record(
            "No snapshot \(name).txt; record it with CREW_RECORD_SNAPSHOTS=1.", sourceLocation: sourceLocation
        )
        return
    }
    let expected = String(decoding: golden, as: UTF8.self)
    #expect(text == expected, "snapshot \(name).txt differs", sourceLocation: sourceLocation)
}
