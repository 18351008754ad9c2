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
    /// A connection to 127.0.0.1:`port`.
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
        return fd
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
        let seen = Thread {
            server.serve { request in
                let body = "\(request.method) \(request.path) \(String(decoding: request.body, as: UTF8.self))"
                return (HTTPResponse.text(200, body), request.path == "/stop")
            }
        }
        seen.start()
        let first = try exchange("POST /echo HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: 5\r\n\r\nhello", port: port)
        #expect(first.hasPrefix("HTTP/1.1 200 OK\r\n"))
        #expect(first.hasSuffix("\r\n\r\nPOST /echo hello\n"))
        // A connection that sends nothing (a browser's spare one) holds up no other.
        let idle = try connection(to: port)
        defer { close(idle) }
        let second = try exchange("GET /second HTTP/1.1\r\n\r\n", port: port)
        #expect(second.hasSuffix("GET /second \n"))
        var byte: UInt8 = 0
        #expect(recv(idle, &byte, 1, Int32(MSG_DONTWAIT)) == -1 && (errno == EAGAIN || errno == EWOULDBLOCK))
        let malformed = try exchange("NONSENSE\r\n\r\n", port: port)
        #expect(malformed.hasPrefix("HTTP/1.1 400 Bad Request\r\n"))
        let stop = try exchange("GET /stop HTTP/1.1\r\n\r\n", port: port)
        #expect(stop.hasPrefix("HTTP/1.1 200 OK\r\n"))
        for _ in 0..<100 where !seen.isFinished { try await Task.sleep(nanoseconds: 20_000_000) }
        #expect(seen.isFinished)
    }
}
