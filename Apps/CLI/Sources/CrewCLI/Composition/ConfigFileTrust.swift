import CommandGrammar

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Whether a config file may be obeyed, in the spirit of git's `safe.directory` and ssh's
/// `StrictModes`: it is a regular file, owned by the user crew runs as (or by root), and no other
/// user can write it. Otherwise another user could point the store elsewhere, or send
/// `CREW_API_TOKEN` to a server of theirs.
struct ConfigFileTrust {
    let status: stat
    let path: String

    func check() throws(UsageError) {
        guard status.st_mode & S_IFMT == S_IFREG else {
            throw refuse("it is not a regular file (a pipe, a device or a folder)")
        }
        switch OtherWriter(status) {
        case nil: return
        case .owner(let owner):
            throw refuse("it belongs to user \(owner), not to you (user \(geteuid())) or root")
        case let writer?:
            let mode = String(status.st_mode & 0o777, radix: 8)
            throw refuse("\(writer.who) can write it (mode \(mode)); make it yours alone: chmod go-w \(path)")
        }
    }

    private func refuse(_ reason: String) -> UsageError {
        UsageError("Not reading the config file \(path): \(reason)", path: [])
    }
}
