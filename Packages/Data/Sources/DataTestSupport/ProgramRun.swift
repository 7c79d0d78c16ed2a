/// What one run of a program did.
public struct ProgramRun: Sendable {
    public let status: Int32
    public let output: String
    public let errors: String

    public init(status: Int32, output: String, errors: String) {
        self.status = status
        self.output = output
        self.errors = errors
    }

    public var outputLines: [String] { output.split(separator: "\n").map(String.init) }
    public var errorLines: [String] { errors.split(separator: "\n").map(String.init) }
}
