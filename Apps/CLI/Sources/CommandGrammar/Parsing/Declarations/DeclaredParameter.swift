/// What a declaration adds to its command's spec.
public enum DeclaredParameter: Sendable {
    case argument(ArgumentSpec)
    case option(OptionSpec)
}
