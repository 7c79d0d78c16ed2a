#if canImport(FoundationEssentials)
    // Foundation's essentials only: the rest of Foundation (CoreFoundation, ICU) would make
    // every start of the static crew pay for relocating tens of megabytes it does not use.
    import FoundationEssentials
#else
    import Foundation
#endif

/// Where an API lives, as far as its cache is concerned: scheme, host, port and path. Two base
/// URLs that differ only in a trailing slash, the case of the host, an explicit default port or
/// credentials are the same origin; anything else gets a cache of its own.
public struct APIOrigin: Hashable, Sendable, CustomStringConvertible {
    /// `http://127.0.0.1:3000/api`: never credentials, always a port.
    public let description: String

    /// `nil` unless `url` is an http or https URL with a host, and a port from 1 to 65535 if it
    /// names one (`http://127.0.0.1:99999` is refused before any cache file is made for it).
    public init?(_ url: URL) {
        guard let scheme = url.scheme?.lowercased(), ["http", "https"].contains(scheme),
            let host = url.host?.lowercased(), !host.isEmpty, Self.isHostName(host)
        else { return nil }
        if let port = url.port, !(1...65_535).contains(port) { return nil }
        let port = url.port ?? (scheme == "https" ? 443 : 80)
        var path = url.path
        while path.hasSuffix("/") { path.removeLast() }
        let shownHost = host.contains(":") && !host.hasPrefix("[") ? "[\(host)]" : host
        description = "\(scheme)://\(shownHost):\(port)\(path)"
    }

    /// Whether `host` could name a host: no space, no control character, none of the characters a
    /// URL never holds unescaped (`"<>\^`{|}`), and no `%` (a space typed in `exa mple.com`
    /// arrives escaped as `%20`), but in an IPv6 address's zone.
    public static func isHostName(_ host: String) -> Bool {
        let isIPv6 = host.contains(":")
        return host.unicodeScalars.allSatisfy { scalar in
            !(scalar.properties.isWhitespace || scalar.value < 0x20 || scalar.value == 0x7F
                || "\"<>\\^`{|}".unicodeScalars.contains(scalar) || (scalar == "%" && !isIPv6))
        }
    }

    /// A file name for this origin's cache: readable (host and port first), and unique through a
    /// hash of the whole origin, since the path may hold any character.
    public var cacheFileName: String {
        // Appended a character at a time: `String(_:)` of the mapped characters was generic and
        // looked its types up at run time, at every API command (callgrind: 199,000 instructions).
        var readable = ""
        for character in description.drop(while: { $0 != "/" }).dropFirst(2).prefix(80) {
            let isKept =
                character.isASCII
                && (character.isLetter || character.isNumber || character == "." || character == "-")
            readable.append(isKept ? character : "_")
        }
        return readable + "-" + Self.hash(description) + ".sqlite3"
    }

    /// 64-bit FNV-1a: stable across runs and machines (Swift's `Hasher` is seeded per process).
    private static func hash(_ text: String) -> String {
        var value: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 {
            value ^= UInt64(byte)
            value &*= 0x0000_0100_0000_01b3
        }
        let digits = String(value, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }
}
