import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// A small HTTP/1.1 server on 127.0.0.1, on a port the system picks, for the transport's tests:
/// each request gets the `Reply` the handler chooses, including the misbehaviours crew must
/// survive (never answering, dripping an answer, closing mid-way). Every request is recorded.
final class LocalHTTPServer: @unchecked Sendable {
    /// How the server answers one request.
    enum Reply: Sendable {
        case answer(status: Int, headers: [String: String] = [:], body: String = "")
        /// Accepts the request and never answers.
        case hang
        /// Sends the headers, then the body one byte every `interval` seconds.
        case drip(body: String, interval: Double)
        /// Promises a longer body than it sends, then closes.
        case cutShort
        /// Closes the connection without answering.
        case close
    }

    struct Received: Sendable {
        let method: String
        let target: String
        let headers: [String: String]
        let body: String
    }

    let port: Int
    private let socket: Int32
    private let lock = NSLock()
    private var received: [Received] = []
    private var handler: @Sendable (Received) -> Reply

    init(_ handler: @escaping @Sendable (Received) -> Reply) throws {
        self.handler = handler
        let socket = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        var yes: Int32 = 1
        setsockopt(socket, SOL_SOCKET, SO_REUSEADDR, &yes, socklen_t(MemoryLayout<Int32>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        address.sin_port = 0
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                bind(socket, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        guard bound == 0, listen(socket, 16) == 0 else { throw Failure.cannotListen }
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        _ = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(socket, $0, &length) }
        }
        port = Int(UInt16(bigEndian: address.sin_port))
        self.socket = socket
        Thread.detachNewThread { [self] in acceptLoop() }
    }

    deinit {
        shutdown(socket, Int32(SHUT_RDWR))
        Glibc.close(socket)
    }

    var url: URL { URL(string: "http://127.0.0.1:\(port)")! }

    /// A port on 127.0.0.1 that nothing listens on (it was free a moment ago).
    static func unusedPort() throws -> Int {
        let server = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        defer { Glibc.close(server) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let found = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                bind(server, $0, length) == 0 && getsockname(server, $0, &length) == 0
            }
        }
        guard found else { throw Failure.cannotListen }
        return Int(UInt16(bigEndian: address.sin_port))
    }

    var requests: [Received] { lock.withLock { received } }

    func reply(with handler: @escaping @Sendable (Received) -> Reply) {
        lock.withLock { self.handler = handler }
    }

    private func acceptLoop() {
        while true {
            let connection = accept(socket, nil, nil)
            guard connection >= 0 else { return }
            Thread.detachNewThread { [self] in serve(connection) }
        }
    }

    private func serve(_ connection: Int32) {
        defer { Glibc.close(connection) }
        guard let request = read(connection) else { return }
        let reply = lock.withLock { () -> Reply in
            received.append(request)
            return handler(request)
        }
        switch reply {
        case .answer(let status, let headers, let body):
            write(connection, head(status, headers, length: body.utf8.count) + body)
        case .hang:
            sleep(3_600)
        case .drip(let body, let interval):
            write(connection, head(200, [:], length: body.utf8.count))
            for byte in body.utf8 {
                write(connection, String(decoding: [byte], as: UTF8.self))
                usleep(useconds_t(interval * 1_000_000))
            }
        case .cutShort:
            write(connection, head(200, [:], length: 1_000) + "[{\"id\": 1, \"ti")
        case .close:
            break
        }
    }

    private func head(_ status: Int, _ headers: [String: String], length: Int) -> String {
        var lines = ["HTTP/1.1 \(status) Status", "Content-Length: \(length)", "Connection: close"]
        lines += headers.map { "\($0.key): \($0.value)" }
        return lines.joined(separator: "\r\n") + "\r\n\r\n"
    }

    private func read(_ connection: Int32) -> Received? {
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4_096)
        while true {
            let text = String(decoding: bytes, as: UTF8.self)
            if let end = text.range(of: "\r\n\r\n") {
                let headLines = text[..<end.lowerBound].components(separatedBy: "\r\n")
                let parts = (headLines.first ?? "").split(separator: " ")
                var headers: [String: String] = [:]
                for line in headLines.dropFirst() {
                    guard let colon = line.firstIndex(of: ":") else { continue }
                    headers[String(line[..<colon])] = line[line.index(after: colon)...].trimmingCharacters(
                        in: .whitespaces)
                }
                let length = Int(headers.first { $0.key.lowercased() == "content-length" }?.value ?? "0") ?? 0
                let bodyStart = text.utf8.distance(from: text.utf8.startIndex, to: end.upperBound)
                if bytes.count - bodyStart >= length {
                    return Received(
                        method: parts.first.map(String.init) ?? "",
                        target: parts.dropFirst().first.map(String.init) ?? "",
                        headers: headers,
                        body: String(decoding: bytes[bodyStart..<(bodyStart + length)], as: UTF8.self))
                }
            }
            let count = Glibc.read(connection, &buffer, buffer.count)
            guard count > 0 else { return nil }
            bytes += buffer[0..<count]
        }
    }

    private func write(_ connection: Int32, _ text: String) {
        let bytes = Array(text.utf8)
        var offset = 0
        while offset < bytes.count {
            let written = bytes[offset...].withUnsafeBytes {
                send(connection, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL))
            }
            guard written > 0 else { return }
            offset += written
        }
    }

    enum Failure: Error {
        case cannotListen
    }
}
