#if canImport(FoundationEssentials)
    // Foundation's essentials only: the rest of Foundation (CoreFoundation, ICU) would make
    // every start of the static crew pay for relocating tens of megabytes it does not use.
    import FoundationEssentials
#else
    import Foundation
#endif

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A file a command reads whole, or standard input for `-`.
@MainActor
struct InputFile {
    let name: String

    /// How messages name it: the path, or "standard input".
    var description: String { name == "-" ? "standard input" : name }

    /// Its bytes, or `nil` when it cannot be read (missing, a folder, no permission).
    func read(from console: Console) -> [UInt8]? {
        if name == "-" { return console.input.readAll() }
        var status = stat()
        guard stat(name, &status) == 0, status.st_mode & S_IFMT != S_IFDIR,
            let data = FileManager.default.contents(atPath: name)
        else { return nil }
        return Array(data)
    }
}
