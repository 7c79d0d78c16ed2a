/// Where a crew first did something the model says it must not: the step, the command, and what
/// differed.
public struct ModelDivergence: Error, Sendable, CustomStringConvertible {
    /// The subject's name.
    public var subject: String
    /// The number of commands run, the diverging one included.
    public var step: Int
    public var command: ModelCommand
    public var detail: String

    public var description: String {
        "\(subject) diverged at step \(step) (\(ModelScript.line(command))): \(detail)"
    }
}
