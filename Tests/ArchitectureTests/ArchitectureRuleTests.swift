import ArchitectureRules
import Foundation
import Testing

@Suite("Architecture rules")
struct ArchitectureRuleTests {
    @Test("the repository's manifests follow the dependency rule")
    func repositoryManifestsFollowTheRules() throws {
        let violations = try makeSUT(RepositoryTree.real()).manifestViolations()
        for violation in violations { Issue.record("\(violation)") }
        #expect(violations.isEmpty)
    }

    @Test("the repository's production sources follow the layer, concurrency and composition rules")
    func repositorySourcesFollowTheRules() throws {
        let checker = makeSUT(RepositoryTree.real())
        #expect(try !checker.productionSources(of: .domain).isEmpty)
        let violations = try checker.sourceViolations()
        for violation in violations { Issue.record("\(violation)") }
        #expect(violations.isEmpty)
    }

    @Test(
        "each source rule fails on a planted violation, naming the file and the rule",
        arguments: PlantedViolation.inSources)
    func sourceRuleCatchesPlant(plant: PlantedViolation) throws {
        let tree = try RepositoryTree.copy(only: plant.layers.map(\.directory))
        let violations = try newViolations(in: tree, after: plant.plant) {
            try $0.sourceViolations(only: plant.layers)
        }
        #expect(
            violations.contains { $0.rule == plant.rule && $0.file == plant.file }, "found: \(violations)")
        #expect(
            violations.allSatisfy { $0.file == plant.file },
            "only the planted file breaks a rule: \(violations)")
    }

    @Test(
        "each manifest rule fails on a planted violation, naming the manifest and the rule",
        arguments: PlantedViolation.inManifests)
    func manifestRuleCatchesPlant(plant: PlantedViolation) throws {
        let tree = try RepositoryTree.copy()
        let violations = try newViolations(in: tree, after: plant.plant) {
            try $0.manifestViolations(only: plant.layers)
        }
        #expect(
            violations.contains { $0.rule == plant.rule && $0.file == plant.file }, "found: \(violations)")
    }

    @Test("a violation's description names the file, the line and the rule")
    func violationDescriptionNamesFileAndRule() {
        let violation = Violation(
            rule: .allowedImports, file: "Packages/Domain/Sources/Domain/A.swift", line: 3, detail: "x")
        #expect(violation.description == "Packages/Domain/Sources/Domain/A.swift:3: [allowed imports] x")
    }

    @Test("the composition root may construct concrete types")
    func compositionRootMayConstruct() throws {
        let tree = try RepositoryTree.copy()
        let plant = PlantedViolation(
            name: "", rule: .compositionRootOnly, file: "Apps/CLI/Sources/CrewCLI/Composition/Planted.swift",
            edit: .write("struct Planted {\n    let store = SQLiteStore(path: \"x\")\n}\n"),
            support: PlantedViolation.minimalManifest("CLI", module: "CrewCLI", directory: "Apps/CLI"))
        let violations = try newViolations(in: tree, after: plant.plant) {
            try $0.sourceViolations(only: plant.layers)
        }
        #expect(violations.isEmpty, "found: \(violations)")
    }

    @Test("names in comments and string literals are not code, while the code around them still is")
    func commentsAndStringsAreIgnored() throws {
        let tree = try RepositoryTree.copy()
        let plant = PlantedViolation(
            name: "", rule: .noGlobalMutableState, file: "Packages/Domain/Sources/Domain/Planted.swift",
            edit: .write(
                """
                // URLSession and FileManager are mentioned here only.
                /* import FoundationNetworking /* nested */ static var x = 1 */
                let text = "static let shared = FileManager.default \\" still quoted: URLSession"
                let raw = #"a "quoted" URLSession"#
                let block = \"""
                    nonisolated(unsafe) @unchecked Sendable
                    \"""
                var realGlobal = 0

                """))
        let violations = try newViolations(in: tree, after: plant.plant) {
            try $0.sourceViolations(only: plant.layers)
        }
        #expect(violations.map(\.rule) == [.noGlobalMutableState], "only the real code counts: \(violations)")
        #expect(violations.first?.line == 8)
    }

    @Test("a protocol's static requirement declares no state; a stored static var does")
    func protocolRequirementIsNotState() throws {
        let tree = try RepositoryTree.copy()
        let plant = PlantedViolation(
            name: "", rule: .noMutableStatics, file: "Packages/Domain/Sources/Domain/Planted.swift",
            edit: .write(
                "protocol Planted {\n    static var spec: Int { get }\n}\n\nenum Counter {\n    static var count = 0\n}\n"
            ))
        let violations = try newViolations(in: tree, after: plant.plant) {
            try $0.sourceViolations(only: plant.layers)
        }
        #expect(violations.map(\.line) == [6], "only the stored one: \(violations)")
    }

    @Test("layers whose package does not exist yet are skipped, not failed")
    func missingLayersAreSkipped() throws {
        let tree = try RepositoryTree.copy()
        try FileManager.default.removeItem(
            at: tree.root.appendingPathComponent("Packages/Domain/Package.swift"))
        let checker = makeSUT(tree)
        #expect(!checker.presentLayers.contains(.domain))
        #expect(try checker.manifestViolations().isEmpty)
    }

    // MARK: - Helpers

    private func makeSUT(_ tree: RepositoryTree) -> ArchitectureChecker {
        ArchitectureChecker(root: tree.root)
    }

    /// The violations a plant adds to the tree. Comparing with the tree before planting keeps
    /// these tests about their own rule: a real violation elsewhere is the first two tests' job.
    private func newViolations(
        in tree: RepositoryTree, after plant: (RepositoryTree) throws -> Void,
        _ check: (ArchitectureChecker) throws -> [Violation]
    ) throws -> [Violation] {
        let before = Set(try check(makeSUT(tree)))
        try plant(tree)
        return try check(makeSUT(tree)).filter { !before.contains($0) }
    }
}
