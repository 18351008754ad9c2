#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import SnapSupport

/// A small HTTP/1.1 server on the loopback interface (127.0.0.1) only, over POSIX sockets: one
/// request per connection, answered by a handler. It is for one person reviewing on their own
/// machine; nothing else can reach it.
///
/// One thread serves every connection: `poll(2)` says which sockets can be read or written, and
/// each is read and written without blocking, so a connection that sends nothing, or half a
/// request, holds up no other. What connections cost is bounded:
/// - at most `maxConnections` are open at once (256 by default); one more closes the connection
///   that has been idle the longest, so the newest (a person's request) is always served;
/// - a connection that sends or takes no byte for `idleTimeout` (5 seconds by default), whether
///   it never sent anything, stalled in its request or stopped reading its response, is closed;
/// - a request's head is at most ``HTTPRequest/maxHeadBytes`` and its body
///   ``HTTPRequest/maxBodyBytes`` (a larger one is answered 413), which bounds each connection's
///   buffer.
public final class HTTPServer: Sendable {
    /// The port it listens on (the one the system chose when 0 was asked for).
    public let port: UInt16
    private let socket: Int32
    private let maxConnections: Int
    private let idleTimeout: Duration

    /// What the handler returns: the response, and whether the server stops after sending it.
    public typealias Handler = (HTTPRequest) -> (response: HTTPResponse, stop: Bool)

    /// Why the server could not start listening.
    public struct StartError: Error, CustomStringConvertible {
        public let description: String
    }

    /// Listens on 127.0.0.1:`port` (0: a free port the system chooses), keeping at most
    /// `maxConnections` (at least 1) open at once and closing any idle for `idleTimeout`.
    public init(port: UInt16, maxConnections: Int = 256, idleTimeout: Duration = .seconds(5)) throws(StartError) {
        self.maxConnections = max(maxConnections, 1)
        self.idleTimeout = idleTimeout
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
        guard listen(fd, SOMAXCONN) == 0, Self.makeNonBlocking(fd) else {
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

    /// Answers requests with `handler` until it asks to stop, on the calling thread, which also
    /// calls the handler (one request at a time, so it needs no locking of its own). A malformed
    /// request is answered 400 (or 413) and costs only its own connection. Returns once the
    /// response that asked to stop has been sent (or its client has gone), closing every other
    /// connection.
    public func serve(_ handler: @escaping Handler) {
        signal(SIGPIPE, SIG_IGN)
        var connections: [HTTPConnection] = []
        defer { connections.forEach { $0.close() } }
        while true {
            var polled = [pollfd(fd: socket, events: Int16(POLLIN), revents: 0)]
            polled += connections.map { pollfd(fd: $0.socket, events: Int16($0.isWriting ? POLLOUT : POLLIN), revents: 0) }
            let ready = poll(&polled, nfds_t(polled.count), pollTimeout(connections))
            if ready < 0 && errno != EINTR { return }
            let now = ContinuousClock.now
            var open: [HTTPConnection] = []
            for (index, var connection) in connections.enumerated() {
                let events = polled[index + 1].revents
                var progress = HTTPConnection.Progress.waiting
                if events != 0 {
                    progress = connection.isWriting ? connection.write(now: now) : connection.read(now: now)
                }
                if case .request(let request) = progress {
                    answer(request, on: &connection, with: handler)
                    progress = connection.write(now: now)
                }
                if case .done = progress {
                    let stops = connection.stopsServer
                    connection.close()
                    if stops {
                        connections = open + connections[(index + 1)...]
                        return
                    }
                } else if now - connection.lastActivity >= idleTimeout {
                    connection.close()
                } else {
                    open.append(connection)
                }
            }
            connections = open
            if polled[0].revents != 0 { accept(into: &connections, now: now) }
        }
    }

    /// Calls the handler for a request (or answers a malformed one) and starts sending the answer.
    private func answer(
        _ request: Result<HTTPRequest, HTTPRequest.Malformed>, on connection: inout HTTPConnection, with handler: Handler
    ) {
        switch request {
        case .success(let request):
            let answer = handler(request)
            connection.respond(with: answer.response, stopsServer: answer.stop)
        case .failure(let error):
            connection.respond(with: .text(error.status, error.reason), stopsServer: false)
        }
    }

    /// Accepts every waiting connection; past `maxConnections`, closes the one idle the longest
    /// (the first of them, as `connections` is in the order they were accepted).
    private func accept(into connections: inout [HTTPConnection], now: ContinuousClock.Instant) {
        while true {
            let client = Self.acceptClient(on: socket)
            if client < 0 {
                if errno == EINTR || errno == ECONNABORTED { continue }
                // EAGAIN: none left waiting. Anything else (out of descriptors, which 256 connections
                // stay well inside) is tried again on the next poll.
                return
            }
            guard Self.makeNonBlocking(client) else {
                close(client)
                continue
            }
            if connections.count >= maxConnections,
                let oldest = connections.indices.min(by: { connections[$0].lastActivity < connections[$1].lastActivity })
            {
                connections.remove(at: oldest).close()
            }
            connections.append(HTTPConnection(socket: client, now: now))
        }
    }

    /// How long `poll` may wait: until the first connection's idle timeout runs out (in whole
    /// milliseconds, rounded up), or for ever with none open.
    private func pollTimeout(_ connections: [HTTPConnection]) -> Int32 {
        guard let oldest = connections.map(\.lastActivity).min() else { return -1 }
        let left = oldest + idleTimeout - ContinuousClock.now
        let milliseconds = left.components.seconds * 1000 + (left.components.attoseconds + 999_999_999_999_999) / 1_000_000_000_000_000
        return Int32(clamping: max(milliseconds, 0))
    }

    /// `accept(2)` on `listener`: a connected socket, or -1.
    private static func acceptClient(on listener: Int32) -> Int32 {
        #if canImport(Darwin)
        Darwin.accept(listener, nil, nil)
        #else
        Glibc.accept(listener, nil, nil)
        #endif
    }

    /// Sets `O_NONBLOCK` on `fd`.
    private static func makeNonBlocking(_ fd: Int32) -> Bool {
        let flags = fcntl(fd, F_GETFL)
        return flags >= 0 && fcntl(fd, F_SETFL, flags | O_NONBLOCK) == 0
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
}
