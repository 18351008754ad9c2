#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation
import SnapshotReview
import Testing

/// The server over a real socket on 127.0.0.1: a request in, the handler's answer out.
@Suite struct HTTPServerTests {
    /// A connection to 127.0.0.1:`port`, whose reads give up after five seconds (a hang guard).
    func connection(to port: UInt16) throws -> Int32 {
        #if canImport(Darwin)
        let fd = socket(AF_INET, SOCK_STREAM, 0)
        #else
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        #endif
        try #require(fd >= 0)
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = port.bigEndian
        address.sin_addr.s_addr = UInt32(0x7F00_0001).bigEndian
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        try #require(connected == 0)
        var timeout = timeval(tv_sec: 5, tv_usec: 0)
        setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        return fd
    }

    /// Whether the server has closed `fd`: waits for the end of the stream (up to the five-second guard).
    func closedByServer(_ fd: Int32) -> Bool {
        var byte: UInt8 = 0
        return recv(fd, &byte, 1, 0) == 0
    }

    /// Whether `fd` is still open with nothing to read: the server neither answered nor closed it.
    func stillOpen(_ fd: Int32) -> Bool {
        var byte: UInt8 = 0
        return recv(fd, &byte, 1, Int32(MSG_DONTWAIT)) == -1 && (errno == EAGAIN || errno == EWOULDBLOCK)
    }

    /// Sends `text` on `fd` without closing it.
    func sendWithoutClosing(_ text: String, on fd: Int32) {
        let bytes = Array(text.utf8)
        _ = bytes.withUnsafeBytes { send(fd, $0.baseAddress, $0.count, 0) }
    }

    /// Serves an echo handler on a thread of its own; `/stop` stops it.
    func startEchoing(_ server: HTTPServer) -> Thread {
        let thread = Thread {
            server.serve { request in
                let body = "\(request.method) \(request.path) \(String(decoding: request.body, as: UTF8.self))"
                return (HTTPResponse.text(200, body), request.path == "/stop")
            }
        }
        thread.start()
        return thread
    }

    /// Stops the server through `/stop` and waits for its thread to end.
    func stop(_ thread: Thread, port: UInt16) async throws {
        let stop = try exchange("GET /stop HTTP/1.1\r\n\r\n", port: port)
        #expect(stop.hasPrefix("HTTP/1.1 200 OK\r\n"))
        for _ in 0..<250 where !thread.isFinished { try await Task.sleep(nanoseconds: 20_000_000) }
        #expect(thread.isFinished)
    }

    /// Sends `request` to 127.0.0.1:`port` and returns everything the server wrote back.
    func exchange(_ request: String, port: UInt16) throws -> String {
        let fd = try connection(to: port)
        defer { close(fd) }
        let bytes = Array(request.utf8)
        _ = bytes.withUnsafeBytes { send(fd, $0.baseAddress, $0.count, 0) }
        var answer: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = chunk.withUnsafeMutableBytes { recv(fd, $0.baseAddress, $0.count, 0) }
            if count <= 0 { break }
            answer += chunk[..<count]
        }
        return String(decoding: answer, as: UTF8.self)
    }

    @Test func answersOnLoopbackUntilTheHandlerStopsIt() async throws {
        let server = try HTTPServer(port: 0)
        let port = server.port
        #expect(port != 0)
        let seen = startEchoing(server)
        let first = try exchange("POST /echo HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: 5\r\n\r\nhello", port: port)
        #expect(first.hasPrefix("HTTP/1.1 200 OK\r\n"))
        #expect(first.hasSuffix("\r\n\r\nPOST /echo hello\n"))
        // A connection that sends nothing (a browser's spare one) holds up no other.
        let idle = try connection(to: port)
        defer { close(idle) }
        let second = try exchange("GET /second HTTP/1.1\r\n\r\n", port: port)
        #expect(second.hasSuffix("GET /second \n"))
        #expect(stillOpen(idle))
        let malformed = try exchange("NONSENSE\r\n\r\n", port: port)
        #expect(malformed.hasPrefix("HTTP/1.1 400 Bad Request\r\n"))
        try await stop(seen, port: port)
    }

    /// 200 connections that send nothing and five that send half a request and stall (what any
    /// program on the machine could open) hold up no request: it is answered while they are all
    /// still open, well inside their idle timeout (the five-second read guard is only a hang guard).
    @Test func idleAndStalledConnectionsHoldUpNoRequest() async throws {
        let server = try HTTPServer(port: 0)
        let port = server.port
        let serving = startEchoing(server)
        var waiting: [Int32] = []
        defer { waiting.forEach { close($0) } }
        for _ in 0..<200 { waiting.append(try connection(to: port)) }
        for _ in 0..<5 {
            let stalled = try connection(to: port)
            waiting.append(stalled)
            sendWithoutClosing("POST /half HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: 100\r\n\r\nnot all of", on: stalled)
        }
        let started = ContinuousClock.now
        let answer = try exchange("GET /page HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n", port: port)
        #expect(answer.hasPrefix("HTTP/1.1 200 OK\r\n") && answer.hasSuffix("GET /page \n"))
        #expect(ContinuousClock.now - started < .seconds(5))
        #expect(waiting.allSatisfy(stillOpen))
        try await stop(serving, port: port)
    }

    /// Past `maxConnections` the connection idle the longest is closed (with a one-minute idle
    /// timeout, a close within the five-second guard can only be that), and the others stay open.
    @Test func connectionsPastTheLimitCloseTheOneIdleTheLongest() async throws {
        let server = try HTTPServer(port: 0, maxConnections: 4, idleTimeout: .seconds(60))
        let port = server.port
        let serving = startEchoing(server)
        let oldest = try connection(to: port)
        defer { close(oldest) }
        var others: [Int32] = []
        defer { others.forEach { close($0) } }
        // Give the server time to accept the oldest first.
        try await Task.sleep(nanoseconds: 50_000_000)
        for _ in 0..<3 { others.append(try connection(to: port)) }
        let answer = try exchange("GET /fifth HTTP/1.1\r\n\r\n", port: port)
        #expect(answer.hasSuffix("GET /fifth \n"))
        #expect(closedByServer(oldest))
        #expect(others.allSatisfy(stillOpen))
        try await stop(serving, port: port)
    }

    /// A connection that sends nothing for `idleTimeout`, or stalls in the middle of its request,
    /// is closed; the server still answers afterwards.
    @Test func idleAndStalledConnectionsAreClosedAfterTheIdleTimeout() async throws {
        let server = try HTTPServer(port: 0, idleTimeout: .milliseconds(300))
        let port = server.port
        let serving = startEchoing(server)
        let idle = try connection(to: port)
        defer { close(idle) }
        let stalled = try connection(to: port)
        defer { close(stalled) }
        sendWithoutClosing("GET /half HTTP/1.1\r\n", on: stalled)
        #expect(closedByServer(idle))
        #expect(closedByServer(stalled))
        let answer = try exchange("GET /after HTTP/1.1\r\n\r\n", port: port)
        #expect(answer.hasSuffix("GET /after \n"))
        try await stop(serving, port: port)
    }
}
