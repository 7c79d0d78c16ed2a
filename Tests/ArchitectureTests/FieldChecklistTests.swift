import Foundation
import Testing

/// The checklist of a new plain field (`AddingAFeature.md`, "Checklist") names the files the
/// `estimate` commit touched, in order: each path it names exists, so the list cannot drift from
/// the tree unseen.
@Suite("The new-field checklist")
struct FieldChecklistTests {
    private static let article = "Packages/Domain/Sources/Domain/Domain.docc/AddingAFeature.md"

    @Test("every path on the checklist exists")
    func pathsExist() throws {
        let root = RepositoryTree.checkout()
        let text = try String(contentsOf: root.appendingPathComponent(Self.article), encoding: .utf8)
        let paths = Self.checklistPaths(in: text)
        #expect(paths.count >= 6, "the checklist names \(paths.count) files")
        for path in paths {
            #expect(
                FileManager.default.fileExists(atPath: root.appendingPathComponent(path).path),
                "\(Self.article) names \(path), which does not exist")
        }
    }

    @Test("a checklist that names a missing file is caught")
    func plantedMissingPath() {
        let text =
            "## Checklist: a new plain field\n\n- [ ] `Packages/Domain/Sources/Domain/Nowhere.swift` — x\n"
        let root = RepositoryTree.checkout()
        let missing = Self.checklistPaths(in: text).filter {
            !FileManager.default.fileExists(atPath: root.appendingPathComponent($0).path)
        }
        #expect(missing == ["Packages/Domain/Sources/Domain/Nowhere.swift"])
    }

    /// The first backticked path of each `- [ ]` line after the checklist's heading.
    static func checklistPaths(in text: String) -> [String] {
        guard let start = text.range(of: "## Checklist") else { return [] }
        return text[start.upperBound...].split(separator: "\n").compactMap { line -> String? in
            guard line.hasPrefix("- [ ] `") else { return nil }
            let rest = line.dropFirst("- [ ] `".count)
            return rest.firstIndex(of: "`").map { String(rest[..<$0]) }
        }
    }
}
