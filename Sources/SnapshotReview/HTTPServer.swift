#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Dispatch
import SnapSupport
import Synchronization

/// A small HTTP/1.1 server on the loopback interface (127.0.0.1) only, over POSIX sockets: one
/// connection at a time, one request per connection, answered by a handler. It is for one person
/// reviewing on their own machine; nothing else can reach it.
public final class HTTPServer: Sendable {
    /// The port it listens on (the one the system chose when 0 was asked for).
    public let port: UInt16
    private let socket: Int32

    /// What the handler returns: the response, and whether the server stops after sending it.
    public typealias Handler = (HTTPRequest) -> (response: HTTPResponse, stop: Bool)

    /// Why the server could not start listening.
    public struct StartError: Error, CustomStringConvertible {
        public let description: String
    }

    /// Listens on 127.0.0.1:`port` (0: a free port the system chooses).
    public init(port: UInt16) throws(StartError) {
        let fd = Self.streamSocket()
        guard fd >= 0 else { throw StartError(description: "cannot open a socket: \(systemReason())") }
        var yes: Int32 = 1
        setsockopt(fd, SOL_SOCKET, SO_REUSEADDR, &yes, socklen_t(MemoryLayout<Int32>.size))
        var address = Self.loopback(port: port)
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard bound == 0 else {
            let reason = systemReason()
            close(fd)
            throw StartError(description: "cannot listen on 127.0.0.1:\(port): \(reason)")
        }
        guard listen(fd, 16) == 0 else {
            let reason = systemReason()
            close(fd)
            throw StartError(description: "cannot listen on 127.0.0.1:\(port): \(reason)")
        }
        var chosen = sockaddr_in()
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        _ = withUnsafeMutablePointer(to: &chosen) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(fd, $0, &length) }
        }
        socket = fd
        self.port = UInt16(bigEndian: chosen.sin_port)
    }

    deinit { close(socket) }

    /// Answers requests with `handler` until it asks to stop. Each connection is read on a thread
    /// of its own (a browser may open a connection and send nothing yet), while the handler answers
    /// one request at a time, so it needs no locking of its own. A client that sends nothing for
    /// five seconds, or a malformed request, costs only its own connection.
    public func serve(_ handler: @escaping Handler) {
        signal(SIGPIPE, SIG_IGN)
        let answering = Answering(handler)
        while !answering.isStopped {
            let client = accept(socket, nil, nil)
            if client < 0 {
                if errno == EINTR { continue }
                return
            }
            if answering.isStopped {
                close(client)
                return
            }
            DispatchQueue.global().async { self.answer(client, with: answering) }
        }
    }

    /// Reads `client`'s request, answers it, and closes the connection; after the answer that
    /// stops the server, wakes the accepting loop so that it sees the stop.
    private func answer(_ client: Int32, with answering: Answering) {
        var timeout = timeval(tv_sec: 5, tv_usec: 0)
        setsockopt(client, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        setsockopt(client, SOL_SOCKET, SO_SNDTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        var stop = false
        let response: HTTPResponse
        do throws(HTTPRequest.Malformed) {
            let answer = answering.answer(try read(client))
            response = answer.response
            stop = answer.stop
        } catch {
            response = .text(error.status, error.reason)
        }
        let bytes = response.serialized
        _ = bytes.withUnsafeBytes { writeAll($0, to: client) }
        shutdown(client, Int32(SHUT_WR))
        close(client)
        if stop {
            answering.stop()
            wakeAcceptingLoop()
        }
    }

    /// Connects to the server itself, so that the loop blocked in `accept` returns.
    private func wakeAcceptingLoop() {
        let fd = Self.streamSocket()
        guard fd >= 0 else { return }
        var address = Self.loopback(port: port)
        _ = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        close(fd)
    }

    /// A new TCP socket, or -1.
    private static func streamSocket() -> Int32 {
        #if canImport(Darwin)
        Darwin.socket(AF_INET, SOCK_STREAM, 0)
        #else
        Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        #endif
    }

    /// The address 127.0.0.1:`port`.
    private static func loopback(port: UInt16) -> sockaddr_in {
        var address = sockaddr_in()
        #if canImport(Darwin)
        address.sin_len = UInt8(MemoryLayout<sockaddr_in>.size)
        #endif
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = port.bigEndian
        address.sin_addr.s_addr = UInt32(0x7F00_0001).bigEndian
        return address
    }

    /// Reads one request: the head up to the blank line, then `Content-Length` bytes of body.
    private func read(_ client: Int32) throws(HTTPRequest.Malformed) -> HTTPRequest {
        var buffer: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 8192)
        let separator: [UInt8] = [13, 10, 13, 10]
        var headEnd: Int?
        while headEnd == nil {
            let count = chunk.withUnsafeMutableBytes { recv(client, $0.baseAddress, $0.count, 0) }
            guard count > 0 else { throw .init(status: 400, reason: "the request ended early") }
            let searchFrom = max(0, buffer.count - 3)
            buffer += chunk[..<count]
            headEnd = Self.find(separator, in: buffer, from: searchFrom)
            if headEnd == nil && buffer.count > HTTPRequest.maxHeadBytes {
                throw .init(status: 413, reason: "the request head is too large")
            }
        }
        var request = try HTTPRequest.parseHead(Array(buffer[..<headEnd!]))
        let length = try request.contentLength()
        var body = Array(buffer[(headEnd! + 4)...])
        while body.count < length {
            let count = chunk.withUnsafeMutableBytes { recv(client, $0.baseAddress, $0.count, 0) }
            guard count > 0 else { throw .init(status: 400, reason: "the body ended early") }
            body += chunk[..<count]
        }
        request.body = Array(body.prefix(length))
        return request
    }

    private static func find(_ needle: [UInt8], in haystack: [UInt8], from start: Int) -> Int? {
        guard haystack.count >= needle.count else { return nil }
        var index = start
        while index + needle.count <= haystack.count {
            if haystack[index] == needle[0] && Array(haystack[index..<index + needle.count]) == needle { return index }
            index += 1
        }
        return nil
    }
}

/// The handler, called for one request at a time, and whether it has asked to stop. Unchecked:
/// the handler (not itself Sendable) is only ever called while `turn` is held.
private final class Answering: @unchecked Sendable {
    private let handler: HTTPServer.Handler
    private let turn = Mutex<Void>(())
    private let stopped = Atomic<Bool>(false)

    init(_ handler: @escaping HTTPServer.Handler) {
        self.handler = handler
    }

    var isStopped: Bool { stopped.load(ordering: .acquiring) }

    func answer(_ request: HTTPRequest) -> (response: HTTPResponse, stop: Bool) {
        turn.withLock { _ in handler(request) }
    }

    func stop() {
        stopped.store(true, ordering: .releasing)
    }
}
