import Foundation

/// Runs mount and umount for the test helpers that change what a folder is.
enum Mount {
    static func run(_ arguments: [String]) throws {
        let run = try runProgram(arguments, input: "", environment: CleanEnvironment.forTools())
        guard run.status == 0 else {
            throw Failure(command: arguments.joined(separator: " ") + ": " + run.errors)
        }
    }

    struct Failure: Error, CustomStringConvertible {
        let command: String
        var description: String { "cannot prepare the folder: `\(command)` failed" }
    }
}
