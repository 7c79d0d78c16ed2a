/// One `crew` command line a model command is typed as: its arguments, a listing piped into it
/// (`crew ls --tag x | crew assign - --user 2`), and a file it reads (items to import).
public struct ModelInvocation: Hashable, Sendable {
    public var arguments: [String]
    /// The arguments of a `crew ls` whose output is piped into the command.
    public var listing: [String]?
    /// A file the command reads: its name and text (`crew items import items.json`).
    public var file: (name: String, text: String)? {
        get { fileName.map { ($0, fileText) } }
        set {
            fileName = newValue?.name
            fileText = newValue?.text ?? ""
        }
    }
    private var fileName: String?
    private var fileText = ""

    public init(_ arguments: [String], listing: [String]? = nil) {
        self.arguments = arguments
        self.listing = listing
    }
}
