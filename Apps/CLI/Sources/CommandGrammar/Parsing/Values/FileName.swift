/// A file a command reads or writes, or `-` for the standard stream: never empty (`crew export ''`
/// is a usage error, not a file that cannot be written).
public struct FileName: ArgumentParsable, Hashable {
    public static var completion: CompletionSource { .files }

    /// The path as typed; `-` stands for standard input or output.
    public let path: String

    /// A file name; an empty one is refused.
    public init(argument: String) throws(ArgumentValueError) {
        guard !argument.isEmpty else {
            throw ArgumentValueError("it must name a file, or - for the standard stream")
        }
        path = argument
    }

    /// Whether it is `-`: standard input or output.
    public var isStandardStream: Bool { path == "-" }
}
