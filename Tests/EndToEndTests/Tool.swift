import DataTestSupport
import Foundation

/// Runs another program (python3, script, tmux) for an end-to-end check.
@discardableResult
func runTool(_ arguments: [String], input: String, environment: [String: String]? = nil) throws -> ProgramRun
{
    try runProgram(arguments, input: input, environment: environment ?? CleanEnvironment.forTools())
}
