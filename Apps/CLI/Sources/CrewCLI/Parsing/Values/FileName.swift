/// A file a command reads or writes, or `-` for the standard stream: never empty (`crew export ''`
/// is a usage error, not a file that cannot be written).
struct FileName: ArgumentParsable, Hashable {
    static var completion: CompletionSource { .files }

    let path: String

    init(argument: String) throws(ArgumentValueError) {
        guard !argument.isEmpty else {
            throw ArgumentValueError("it must name a file, or - for the standard stream")
        }
        path = argument
    }

    var isStandardStream: Bool { path == "-" }
}
