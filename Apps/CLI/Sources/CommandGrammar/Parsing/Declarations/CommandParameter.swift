/// Something a command declares it reads from its command line: a positional argument, an
/// option, or a flag. The command's spec (help, usage, parsing) is made of these declarations,
/// and the command reads its typed values through the same ones.
public protocol CommandParameter: Sendable {
    /// What the command tree holds of it: an argument's or an option's spec.
    var declared: DeclaredParameter { get }
}
