/// Header fields out of the raw lines of an answer: "Name: value", the status line skipped.
enum HTTPHeaderLines {
    /// Read from the text's UTF-8 bytes: walked as `Character`s, a handful of header lines cost
    /// 250,000 instructions an answer, 10.7 of the 141 million a `crew sync` of 10,000 todos
    /// took (callgrind).
    static func parse(_ text: String) -> [String: String] {
        var text = text
        return text.withUTF8 { bytes in
            var headers: [String: String] = [:]
            var start = 0
            while start < bytes.count {
                var end = start
                while end < bytes.count, bytes[end] != UInt8(ascii: "\r"), bytes[end] != UInt8(ascii: "\n") {
                    end += 1
                }
                if let field = field(in: UnsafeBufferPointer(rebasing: bytes[start..<end])) {
                    headers[field.name] = field.value
                }
                start = end + 1
            }
            return headers
        }
    }

    /// The field a line holds: its name lower-cased, its value without the spaces and tabs
    /// around it; `nil` for the status line and a line without a colon.
    private static func field(in line: UnsafeBufferPointer<UInt8>) -> (name: String, value: String)? {
        guard let colon = line.firstIndex(of: UInt8(ascii: ":")), !line.starts(with: "HTTP/".utf8) else {
            return nil
        }
        let name = trimmed(UnsafeBufferPointer(rebasing: line[..<colon]))
        let value = trimmed(UnsafeBufferPointer(rebasing: line[(colon + 1)...]))
        return (String(decoding: name, as: UTF8.self).lowercased(), String(decoding: value, as: UTF8.self))
    }

    private static func trimmed(_ bytes: UnsafeBufferPointer<UInt8>) -> UnsafeBufferPointer<UInt8> {
        let isBlank = { (byte: UInt8) in byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") }
        let start = bytes.firstIndex { !isBlank($0) } ?? bytes.endIndex
        let end = bytes.lastIndex { !isBlank($0) }.map { $0 + 1 } ?? start
        return UnsafeBufferPointer(rebasing: bytes[start..<max(start, end)])
    }
}
