#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Who other than the user crew runs as (and root) could change a file or folder, as ssh's
/// `StrictModes` judges it: its owner, when that is someone else; else its group or anyone, when
/// the mode lets them write. `nil`: no one. The config file and every folder on its way are
/// judged by this one rule.
enum OtherWriter {
    case owner(uid_t)
    case group
    case anyone

    init?(_ status: stat) {
        if status.st_uid != geteuid(), status.st_uid != 0 {
            self = .owner(status.st_uid)
        } else if status.st_mode & 0o002 != 0 {
            self = .anyone
        } else if status.st_mode & 0o020 != 0 {
            self = .group
        } else {
            return nil
        }
    }

    /// "anyone" or "its group", as a sentence names who can write.
    var who: String { if case .anyone = self { "anyone" } else { "its group" } }
}
