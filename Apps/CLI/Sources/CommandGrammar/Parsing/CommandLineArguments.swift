#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The process's arguments, read as the bytes they are: an argument that is not valid UTF-8 is
/// refused rather than repaired (Foundation's `CommandLine.arguments` turns it into U+FFFD).
public enum CommandLineArguments {
    /// The arguments after the program's name, or a usage error for one that is not valid UTF-8.
    public static func decoded() -> Result<[String], UsageError> {
        var arguments: [String] = []
        for index in 1..<Int(CommandLine.argc) {
            guard let pointer = CommandLine.unsafeArgv[index] else { continue }
            guard let argument = String(validatingCString: pointer) else {
                return .failure(UsageError("The argument #\(index) is not valid UTF-8 text", path: []))
            }
            arguments.append(argument)
        }
        return .success(arguments)
    }
}
