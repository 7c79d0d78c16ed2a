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
            if let equals = strchr(pointer, Int32(UInt8(ascii: "="))) {
                let name = UnsafeRawBufferPointer(start: pointer, count: pointer.distance(to: equals))
                if isRead(name: name) {
                    let value = UnsafeRawBufferPointer(start: equals + 1, count: strlen(equals + 1))
                    environment[String(decoding: name, as: UTF8.self)] = String(
                        decoding: value, as: UTF8.self)
                }
            }
            entry += 1
        }
        return environment
    }

    /// Whether crew reads the variable `name` (its bytes, as `environ` holds them).
    static func isRead(name: UnsafeRawBufferPointer) -> Bool {
        name.starts(with: "CREW_") || name.starts(with: "XDG_") || name.is("HOME") || name.is("NO_COLOR")
            || name.is("TERM")
    }
}

extension UnsafeRawBufferPointer {
    fileprivate func starts(with prefix: StaticString) -> Bool {
        guard let baseAddress, count >= prefix.utf8CodeUnitCount else { return false }
        return memcmp(baseAddress, prefix.utf8Start, prefix.utf8CodeUnitCount) == 0
    }

    fileprivate func `is`(_ name: StaticString) -> Bool {
        count == name.utf8CodeUnitCount && starts(with: name)
    }
}
