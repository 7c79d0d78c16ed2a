import ArchitectureRules
import Foundation
import Testing

/// Each layer's README says what the layer may import, and who owns it: the same as the rules the
/// architecture tests enforce, and as `.github/CODEOWNERS`.
@Suite("Package READMEs")
struct PackageReadmeTests {
    @Test("each layer's README states the imports the architecture rules allow", arguments: Layer.all)
    func readmeMatchesTheRules(layer: Layer) throws {
        let readme = try makeSUT(layer)
        #expect(readme.mismatches(with: layer) == [])
    }

    @Test("each layer's README names the team CODEOWNERS gives its folder", arguments: Layer.all)
    func readmeNamesTheOwners(layer: Layer) throws {
        let readme = try makeSUT(layer)
        let owners = try String(
            contentsOf: RepositoryTree.checkout().appendingPathComponent(".github/CODEOWNERS"),
            encoding: .utf8)
        let line = owners.split(separator: "\n").last { $0.hasPrefix("/\(layer.directory)/ ") }
        let team = line?.split(separator: " ").last.map(String.init)
        #expect(team != nil, "CODEOWNERS has no line for /\(layer.directory)/")
        #expect(readme.team == team)
    }

    @Test(
        "a README that allows more, or less, than the rules is caught",
        arguments: [
            (
                "- Packages: `Data`\n- Modules: `Swift`, `Foundation`, `FoundationEssentials`\n- Never: none",
                "packages"
            ),
            (
                "- Packages: none\n- Modules: `Swift`, `Foundation`, `FoundationEssentials`, `Dispatch`\n- Never: none",
                "modules"
            ),
            ("- Packages: none\n- Modules: any\n- Never: none", "modules"),
            ("- Packages: none\n- Modules: `Foundation`\n- Never: none", "modules"),
            (
                "- Packages: none\n- Modules: `Swift`, `Foundation`, `FoundationEssentials`\n- Never: `Presentation`",
                "forbids"
            ),
        ])
    func plantedMismatch(text: String, caught: String) throws {
        let readme = try #require(PackageReadme(text: text))
        let mismatches = readme.mismatches(with: .domain)
        #expect(mismatches.count == 1)
        #expect(mismatches.first?.contains(caught) == true, "\(mismatches)")
    }

    @Test("a README without the three lines is not read as allowing anything")
    func missingLines() {
        #expect(PackageReadme(text: "# Domain\n\n- Packages: none\n- Modules: any\n") == nil)
    }

    private func makeSUT(_ layer: Layer) throws -> PackageReadme {
        let url = RepositoryTree.checkout().appendingPathComponent(layer.directory).appendingPathComponent(
            "README.md")
        let text = try String(contentsOf: url, encoding: .utf8)
        return try #require(PackageReadme(text: text), "\(layer.directory)/README.md lacks its import lines")
    }
}
