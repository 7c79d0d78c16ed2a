#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The process's environment, read straight from `environ`: Foundation's `ProcessInfo` gathers
/// much more on first use, which costs a short command about a fifth of its start-up time.
enum ProcessEnvironment {
    /// The variables crew reads: its own (`CREW_…`), the XDG base folders, `HOME`, `NO_COLOR` and
    /// `TERM`. libpq reads its `PG…` variables itself.
    ///
    /// Only they are decoded: a shell's thirty-odd others, each made a string and hashed into
    /// the dictionary, were a fiftieth of `items done`'s instructions (callgrind). Each entry is
    /// split at its first `=` byte before anything is decoded.
    static func read() -> [String: String] {
        var environment: [String: String] = [:]
        var entry = environ
        while let pointer = entry.pointee {
            let bytes = UnsafeRawBufferPointer(start: pointer, count: strlen(pointer))
            if let equals = bytes.firstIndex(of: UInt8(ascii: "=")), isRead(name: bytes[..<equals]) {
                let key = String(decoding: bytes[..<equals], as: UTF8.self)
                environment[key] = String(decoding: bytes[(equals + 1)...], as: UTF8.self)
            }
            entry += 1
        }
        return environment
    }

    /// Whether crew reads the variable `name` (its bytes, as `environ` holds them).
    static func isRead(name: some Collection<UInt8>) -> Bool {
        name.starts(with: "CREW_".utf8) || name.starts(with: "XDG_".utf8)
            || name.elementsEqual("HOME".utf8) || name.elementsEqual("NO_COLOR".utf8)
            || name.elementsEqual("TERM".utf8)
    }
}
