/// What a package's README.md says it may import, as three lines of its "What it may import"
/// section: `- Packages: …`, `- Modules: …`, `- Never: …`, each naming modules in backticks (or
/// none, or "any"). The architecture tests compare them with the rules they enforce, so the
/// READMEs a layer team reads never drift from what the build allows.
public struct PackageReadme: Equatable {
    /// The packages it may depend on, as their identities (`domain`).
    public let packages: Set<String>
    /// The modules it may import; `nil` when the README says any.
    public let modules: Set<String>?
    public let never: Set<String>
    /// The team the README names under "Who to ask" (`@crew-org/domain-team`).
    public let team: String?

    /// `nil` when one of the three lines is missing.
    public init?(text: String) {
        var lines: [String: String] = [:]
        var team: String?
        var inWhoToAsk = false
        for line in text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
            for key in ["Packages", "Modules", "Never"] where line.hasPrefix("- \(key):") {
                lines[key] = String(line.dropFirst(key.count + 3))
            }
            if line.hasPrefix("## ") { inWhoToAsk = line == "## Who to ask" }
            if inWhoToAsk, team == nil,
                let word = line.split(separator: " ").first(where: { $0.hasPrefix("@") })
            {
                team = String(word)
            }
        }
        guard let packages = lines["Packages"], let modules = lines["Modules"], let never = lines["Never"]
        else {
            return nil
        }
        self.packages = Set(Self.quoted(packages).map { $0.lowercased() })
        self.modules = modules.trimmingSpaces.hasPrefix("any") ? nil : Set(Self.quoted(modules))
        self.never = Set(Self.quoted(never))
        self.team = team
    }

    /// Where the README and the layer's rules disagree, one sentence each.
    public func mismatches(with layer: Layer) -> [String] {
        var found: [String] = []
        if packages != layer.allowedPackageDependencies {
            found.append(
                "\(layer.name): the README allows the packages \(packages.sorted()), the rules \(layer.allowedPackageDependencies.sorted())"
            )
        }
        if modules != layer.allowedImports {
            found.append(
                "\(layer.name): the README allows the modules \(modules.map { "\($0.sorted())" } ?? "any"), the rules \(layer.allowedImports.map { "\($0.sorted())" } ?? "any")"
            )
        }
        if never != layer.forbiddenImports {
            found.append(
                "\(layer.name): the README forbids \(never.sorted()), the rules \(layer.forbiddenImports.sorted())"
            )
        }
        return found
    }

    /// The words written in backticks.
    private static func quoted(_ text: String) -> [String] {
        text.split(separator: "`", omittingEmptySubsequences: false).enumerated().filter {
            $0.offset % 2 == 1
        }
        .map { String($0.element) }
    }
}

extension String {
    fileprivate var trimmingSpaces: Substring {
        drop(while: { $0 == " " })
    }
}
