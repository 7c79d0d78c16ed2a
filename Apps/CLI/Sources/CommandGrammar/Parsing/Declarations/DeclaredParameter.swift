/// What a declaration adds to its command's spec.
public enum DeclaredParameter: Sendable {
    /// A positional argument.
    case argument(ArgumentSpec)
    /// An option or a flag.
    case option(OptionSpec)
}
