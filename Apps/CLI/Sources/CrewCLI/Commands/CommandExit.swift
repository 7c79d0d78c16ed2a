/// A command that ended early, its reason already reported: the exit status to leave with.
struct CommandExit: Error {
    let status: ExitStatus

    init(_ status: ExitStatus) {
        self.status = status
    }
}
