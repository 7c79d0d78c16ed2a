/// The rules read from a layer's production sources.
struct SourceRules {
    let layer: Layer
    let compositionRoot: String
    let concreteTypes: [String]
    /// Compiled once per checker rather than once per file: building a Regex is the slow part.
    private let apiPatterns: [(api: String, reason: String, pattern: Regex<Substring>)]
    private let constructionPatterns: [(type: String, pattern: Regex<Substring>)]
    private let concurrencyChecks: [(rule: Rule, hint: String, pattern: Regex<Substring>, what: String)]
    private let importPattern = SwiftSource.importPattern
    private let topLevelVarPattern = SwiftSource.topLevelVarPattern
    private let viewModelClass = /(?:^|\s)(?:final\s+)?class\s+\w+ViewModel\b/
    private let publicFunction = /(?:^|\s)public\s+func\b/
    /// `name: String`, `_ id: String?`, `texts: [String]` inside a parameter list.
    private let stringParameter = /\([^)]*:\s*(?:inout\s+)?\[?String\]?\??\s*[,)=]/
    /// `static var spec: Spec { get }`, a protocol's requirement.
    private let requirement = /\{\s*get\s*\}\s*$/
    /// `static var maximum: Int { 9_007 }`: a type, then a body, and no `=`.
    private let computedProperty = /var\s+\w+\s*:[^=]*\{/

    init(layer: Layer, compositionRoot: String, concreteTypes: [String]) {
        self.layer = layer
        self.compositionRoot = compositionRoot
        self.concreteTypes = concreteTypes
        apiPatterns = layer.forbiddenAPIs.sorted { $0.key < $1.key }.map {
            ($0.key, $0.value, Self.word($0.key))
        }
        constructionPatterns = concreteTypes.map { ($0, Self.construction(of: $0)) }
        concurrencyChecks = [
            (
                .noSingletons, "shared", /(?:^|\s)static\s+(?:let|var)\s+shared(?![A-Za-z0-9_])/,
                "a shared singleton"
            ),
            (.noMutableStatics, "var", /(?:^|\s)(?:static|class)\s+var\s/, "mutable static state"),
            (.noUncheckedSendable, "@unchecked", /@unchecked\s+Sendable/, "@unchecked Sendable"),
            (.noNonisolatedUnsafe, "nonisolated", /nonisolated\s*\(\s*unsafe\s*\)/, "nonisolated(unsafe)"),
        ]
    }

    func violations(in source: SwiftSource) -> [Violation] {
        importViolations(in: source) + apiViolations(in: source) + concurrencyViolations(in: source)
            + compositionViolations(in: source) + viewModelViolations(in: source)
    }

    /// A view model's public actions take domain values (`complete(_ ids: [Item.ID])`), so a view
    /// has read and checked its input before it calls them, once, with the Domain's rules; a
    /// `String` parameter would carry unchecked text across the boundary. Read in Presentation.
    private func viewModelViolations(in source: SwiftSource) -> [Violation] {
        guard layer.name == "Presentation",
            source.codeLines.contains(where: { $0.containsText("ViewModel") && $0.contains(viewModelClass) })
        else { return [] }
        var found: [Violation] = []
        var signature: (text: String, line: Int)?
        for (index, line) in source.codeLines.enumerated() {
            if signature == nil, line.containsText("func"), line.contains(publicFunction) {
                signature = ("", index + 1)
            }
            guard var open = signature else { continue }
            open.text += line
            signature = open
            // A signature ends where its body starts (or, for a requirement, at its last parenthesis).
            guard line.containsText("{") || line.trimmingWhitespace.hasSuffix(")") else { continue }
            if open.text.contains(stringParameter) {
                found.append(
                    Violation(
                        rule: .viewModelsTakeDomainValues, file: source.path, line: open.line,
                        detail: "a view model action takes a String: \(open.text.trimmingWhitespace)"))
            }
            signature = nil
        }
        return found
    }

    private func importViolations(in source: SwiftSource) -> [Violation] {
        source.imports(matching: importPattern).compactMap { module, line in
            if let allowed = layer.allowedImports, !allowed.contains(module) {
                return Violation(
                    rule: .allowedImports, file: source.path, line: line,
                    detail:
                        "\(layer.name) may import only \(allowed.sorted().joined(separator: ", ")), not \(module)"
                )
            }
            if layer.forbiddenImports.contains(module) {
                return Violation(
                    rule: .forbiddenImports, file: source.path, line: line,
                    detail: "\(layer.name) must never import \(module)")
            }
            if let (folder, allowed) = layer.partImports.first(where: { source.path.hasPrefix($0.key) }),
                !allowed.contains(module)
            {
                return Violation(
                    rule: .partImports, file: source.path, line: line,
                    detail:
                        "\(folder) may import only \(allowed.sorted().joined(separator: ", ")), not \(module)"
                )
            }
            if let folder = layer.confinedImports[module], !source.path.hasPrefix(folder) {
                return Violation(
                    rule: .enginesInTheirOwnFolder, file: source.path, line: line,
                    detail: "\(module) is imported only under \(folder)")
            }
            return nil
        }
    }

    private func apiViolations(in source: SwiftSource) -> [Violation] {
        apiPatterns.flatMap { api, reason, pattern in
            source.lines(containing: api, matching: pattern).map { text, line in
                Violation(
                    rule: .forbiddenAPIs, file: source.path, line: line,
                    detail: "\(layer.name) must not use \(api): \(reason) — \(text)")
            }
        }
    }

    private func concurrencyViolations(in source: SwiftSource) -> [Violation] {
        var found = concurrencyChecks.flatMap { rule, hint, pattern, what in
            source.lines(containing: hint, matching: pattern)
                // A protocol requirement (`static var spec: Spec { get }`) declares no storage, nor
                // does a computed property (`static var maximum: Int { 9_007 }`: a type, then a
                // body, and no `=` that would give it a stored value).
                .filter { text, _ in
                    !(rule == .noMutableStatics
                        && (text.contains(requirement) || text.contains(computedProperty)))
                }
                .map { text, line in
                    Violation(rule: rule, file: source.path, line: line, detail: "\(what): \(text)")
                }
        }
        found += source.topLevelVariableLines(matching: topLevelVarPattern).map { text, line in
            Violation(
                rule: .noGlobalMutableState, file: source.path, line: line,
                detail: "a global variable: \(text)")
        }
        return found
    }

    private func compositionViolations(in source: SwiftSource) -> [Violation] {
        guard !source.path.hasPrefix(compositionRoot) else { return [] }
        return constructionPatterns.flatMap { type, pattern in
            source.lines(containing: type, matching: pattern).map { text, line in
                Violation(
                    rule: .compositionRootOnly, file: source.path, line: line,
                    detail: "\(type) is constructed outside \(compositionRoot): \(text)")
            }
        }
    }

    private static func word(_ identifier: String) -> Regex<Substring> {
        // Identifiers are plain ASCII names, so they are safe to put in a pattern. A `\b` would not
        // do: Unicode word boundaries treat "FileManager.default" as a single word.
        try! Regex("(?:^|[^A-Za-z0-9_])\(identifier)(?![A-Za-z0-9_])")
    }

    private static func construction(of type: String) -> Regex<Substring> {
        try! Regex("(?:^|[^A-Za-z0-9_.])\(type)\\s*(?:\\.init)?\\s*\\(")
    }
}
