/// A command's declarations (its `Declared`), listed by hand in the order help shows them.
///
/// Listed rather than read by reflection: `Mirror` demangles each stored property's type and
/// scans every protocol conformance in the binary at the start of every command (measured: 7% of
/// `crew items add`). A test holds each list to the type's stored properties, so that none is
/// left out.
public protocol ParameterDeclarations: Sendable {
    /// Every argument and option declared, in the order help lists them.
    var parameters: [any CommandParameter] { get }
}
