/// Header fields out of the raw lines of an answer: "Name: value", the status line skipped.
enum HTTPHeaderLines {
    static func parse(_ text: String) -> [String: String] {
        var headers: [String: String] = [:]
        for line in text.split(whereSeparator: { $0 == "\r\n" || $0 == "\n" || $0 == "\r" }) {
            guard let colon = line.firstIndex(of: ":"), !line.hasPrefix("HTTP/") else { continue }
            let name = line[..<colon].trimmingSpaces.lowercased()
            headers[name] = String(line[line.index(after: colon)...].trimmingSpaces)
        }
        return headers
    }
}

extension Substring {
    fileprivate var trimmingSpaces: Substring {
        let start = firstIndex { $0 != " " && $0 != "\t" } ?? endIndex
        let end = lastIndex { $0 != " " && $0 != "\t" }.map { index(after: $0) } ?? start
        return self[start..<Swift.max(start, end)]
    }
}
