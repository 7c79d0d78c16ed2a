/// The type that runs a command of the tree. The grammar only names it (``CommandSpec/command``);
/// what a command is and how it runs is the app's (crew's `CrewCommand`).
public protocol RunnableCommand {
    /// The type as the app holds it, in a value of a type the app names (crew's
    /// `CrewCommandType`): the app reads it back by casting to that one concrete type, which
    /// compares two types. A cast of the metatype to the app's own protocol instead looked the
    /// conformance up among every one in the binary, at every start.
    static var handle: Any { get }
}
