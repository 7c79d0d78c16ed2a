/// The rules the architecture guard enforces. Each one has a test that plants a violation.
public enum Rule: String, Sendable, CaseIterable {
    case dependencyGraph = "dependency graph"
    case noOutsidePackages = "no outside packages"
    case swift6LanguageMode = "Swift 6 language mode"
    case systemLibraryPlacement = "system libraries only in Data"
    case allowedImports = "allowed imports"
    case forbiddenImports = "forbidden imports"
    case forbiddenAPIs = "forbidden APIs"
    case noSingletons = "no singletons"
    case noMutableStatics = "no mutable static state"
    case noGlobalMutableState = "no global mutable state"
    case noUncheckedSendable = "no @unchecked Sendable"
    case noNonisolatedUnsafe = "no nonisolated(unsafe)"
    case compositionRootOnly = "concrete types built only in the composition root"
    case testSupportOnlyInTests = "test support only in test targets"
    case viewModelsTakeDomainValues = "view models take domain values, not strings"
    case enginesInTheirOwnFolder = "C engines imported only in their store's or client's folder"
}
