import CommandGrammar
import Domain

extension CommandLineParser where Context == CommandReading {
    /// A parser whose command lines are read against `today`, the day in the local time zone that
    /// typed days count from (`tomorrow`, `+3d`), and `me`: read once, where the command line is read.
    init(root: CommandSpec, today: DueDate, me: UserReference? = nil, configPath: String? = nil) {
        self.init(root: root, context: CommandReading(today: today, me: me, configPath: configPath))
    }
}
