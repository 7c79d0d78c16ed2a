import CommandGrammar

/// A command type as the command tree hands it back to crew (`RunnableCommand.handle`).
struct CrewCommandType {
    let type: any CrewCommand.Type
}

extension CrewCommand {
    nonisolated static var handle: Any { CrewCommandType(type: self) }
}
