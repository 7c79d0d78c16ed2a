@_spi(Testing) import CommandGrammar
import Testing

@testable import CrewCLI

/// Each command's `Declared` lists its declarations by hand (`ParameterDeclarations`: reflection
/// costs every start): the list must hold every declaration the type stores, in the order written.
@MainActor
@Suite("Declaration lists")
struct DeclarationListTests {
    @Test("every command's list of declarations is its stored declarations, in the order written")
    func listsMatchTheStoredProperties() {
        var checked = 0
        for (path, spec) in ManPage.commands(in: CommandCatalog.root) {
            guard let declared = spec.declared else { continue }
            #expect(
                Self.names(declared.parameters) == Self.stored(in: declared),
                "crew \(path.joined(separator: " "))")
            checked += 1
        }
        #expect(checked >= 20, "the commands with a Declared were found: \(checked)")
        let globals = GlobalOptions.declared
        #expect(GlobalOptions.specs.map(\.name) == Self.stored(in: globals), "the global options")
    }

    @Test("a list that leaves a declaration out, or changes their order, is told apart")
    func aShortListIsCaught() {
        #expect(Self.names(Forgetful().parameters) != Self.stored(in: Forgetful()))
        #expect(Self.names(Reordered().parameters) != Self.stored(in: Reordered()))
    }

    /// The names of the declarations `value` stores, read by reflection, in the order written.
    private static func stored(in value: Any) -> [String] {
        names(Mirror(reflecting: value).children.compactMap { $0.value as? any CommandParameter })
    }

    private static func names(_ parameters: [any CommandParameter]) -> [String] {
        parameters.map { parameter in
            switch parameter.declared {
            case .argument(let spec): spec.name
            case .option(let spec): spec.name
            }
        }
    }
}

private struct Forgetful: ParameterDeclarations {
    let one = Flag("one", help: "One.")
    let two = Flag("two", help: "Two.")
    var parameters: [any CommandParameter] { [one] }
}

private struct Reordered: ParameterDeclarations {
    let one = Flag("one", help: "One.")
    let two = Flag("two", help: "Two.")
    var parameters: [any CommandParameter] { [two, one] }
}
