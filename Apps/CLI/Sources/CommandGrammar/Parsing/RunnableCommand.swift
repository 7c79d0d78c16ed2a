/// The type that runs a command of the tree. The grammar only names it (`CommandSpec.command`);
/// what a command is and how it runs is the app's (crew's `CrewCommand`).
public protocol RunnableCommand {}
