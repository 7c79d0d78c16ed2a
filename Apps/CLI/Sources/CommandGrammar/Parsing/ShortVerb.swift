/// Another name, under a group, for a command below it: `crew add` for `crew items add`.
public struct ShortVerb {
    /// The word a person types (`add`).
    public let name: String
    /// The path of the command it stands for, below the group (`["items", "add"]`).
    public let path: [String]

    /// `name`, standing for the command at `path`.
    public init(_ name: String, for path: [String]) {
        self.name = name
        self.path = path
    }
}
