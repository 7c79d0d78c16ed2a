import Presentation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A file a command reads whole, or standard input for `-`: a regular file, a pipe (`<(cat b.json)`
/// is `/dev/fd/63`) or a device, read up to `DescriptorRead.limit`.
@MainActor
struct InputFile {
    let name: String

    /// How messages name it: the path, or "standard input".
    var description: String { name == "-" ? "standard input" : MessageText.escaped(name) }

    /// Its bytes; throws why it cannot be read (missing, a folder, no permission, too large).
    func read(from console: Console) throws(InputReadError) -> [UInt8] {
        if name == "-" { return try console.input.readAll() }
        let descriptor = open(name, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { throw .system(errno) }
        defer { close(descriptor) }
        return try DescriptorRead.all(from: descriptor)
    }

    /// The one-line error for a file that cannot be read.
    func cannotRead(_ error: InputReadError) -> UserFacingError {
        UserFacingError(
            message: MessageText.sentence("Cannot read \(description): \(error.reason)"), kind: .notFound)
    }
}
