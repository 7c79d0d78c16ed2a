import CommandGrammar

extension CommandSpec {
    /// The crew command that runs this node; `nil` for a group and for `help`.
    var crewCommand: (any CrewCommand.Type)? {
        (command?.handle as? CrewCommandType)?.type
    }
}
