import Foundation

/// What one run of the `crew` binary did.
struct CrewRun {
    let status: Int32
    let output: String
    let errors: String

    var outputLines: [String] {
        output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init).filter {
            !$0.isEmpty
        }
    }
    var errorLines: [String] { errors.split(separator: "\n").map(String.init) }
}
