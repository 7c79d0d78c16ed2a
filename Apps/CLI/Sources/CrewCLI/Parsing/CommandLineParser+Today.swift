import CommandGrammar
import Domain

extension CommandLineParser where Context == DueDate {
    /// A parser whose command lines are read against `today`, the day in the local time zone that
    /// typed days count from (`tomorrow`, `+3d`): read once, where the command line is read.
    init(root: CommandSpec, today: DueDate) {
        self.init(root: root, context: today)
    }
}
