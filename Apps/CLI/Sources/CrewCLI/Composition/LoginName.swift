import Domain

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Who this process's changes are journaled as: the configured `me` as written, else the login
/// name of the operating-system user it runs as (`getpwuid(geteuid())`, not `$USER`, which any
/// shell can set), else "unknown".
enum LoginName {
    static func author(me: String?) -> ChangeAuthor {
        if let me, let author = try? ChangeAuthor(me) { return author }
        guard let entry = getpwuid(geteuid()), let name = entry.pointee.pw_name else { return .unknown }
        return (try? ChangeAuthor(String(cString: name))) ?? .unknown
    }
}
