/// The rules read from a layer's production sources.
struct SourceRules {
    let layer: Layer
    let compositionRoot: String
    let concreteTypes: [String]

    func violations(in source: SwiftSource) -> [Violation] {
        importViolations(in: source) + apiViolations(in: source) + concurrencyViolations(in: source)
            + compositionViolations(in: source)
    }

    private func importViolations(in source: SwiftSource) -> [Violation] {
        source.imports.compactMap { module, line in
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
            return nil
        }
    }

    private func apiViolations(in source: SwiftSource) -> [Violation] {
        layer.forbiddenAPIs.sorted { $0.key < $1.key }.flatMap { api, reason in
            source.lines(matching: Self.word(api)).map { text, line in
                Violation(
                    rule: .forbiddenAPIs, file: source.path, line: line,
                    detail: "\(layer.name) must not use \(api): \(reason) — \(text)")
            }
        }
    }

    private func concurrencyViolations(in source: SwiftSource) -> [Violation] {
        let checks: [(Rule, Regex<Substring>, String)] = [
            (.noSingletons, /(?:^|\s)static\s+(?:let|var)\s+shared(?![A-Za-z0-9_])/, "a shared singleton"),
            (.noMutableStatics, /(?:^|\s)(?:static|class)\s+var\s/, "mutable static state"),
            (.noUncheckedSendable, /@unchecked\s+Sendable/, "@unchecked Sendable"),
            (.noNonisolatedUnsafe, /nonisolated\s*\(\s*unsafe\s*\)/, "nonisolated(unsafe)"),
        ]
        var found = checks.flatMap { rule, pattern, what in
            source.lines(matching: pattern)
                // A protocol requirement (`static var spec: Spec { get }`) declares no storage.
                .filter { text, _ in !(rule == .noMutableStatics && text.contains(/\{\s*get\s*\}\s*$/)) }
                .map { text, line in
                    Violation(rule: rule, file: source.path, line: line, detail: "\(what): \(text)")
                }
        }
        found += source.topLevelVariableLines.map { text, line in
            Violation(
                rule: .noGlobalMutableState, file: source.path, line: line,
                detail: "a global variable: \(text)")
        }
        return found
    }

    private func compositionViolations(in source: SwiftSource) -> [Violation] {
        guard !source.path.hasPrefix(compositionRoot) else { return [] }
        return concreteTypes.flatMap { type in
            source.lines(matching: Self.construction(of: type)).map { text, line in
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
