#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// One client connection of ``HTTPServer``, on a non-blocking socket: it collects the request's
/// bytes as they come, then sends the response as the client takes it, and never waits for either.
struct HTTPConnection {
    /// Where the connection is.
    enum Phase {
        /// Reading the request: its bytes so far.
        case reading([UInt8])
        /// Sending the response: its bytes and how many have been sent; whether the server stops
        /// once they all have.
        case writing([UInt8], sent: Int, stopsServer: Bool)
    }

    /// What a step of reading or writing came to.
    enum Progress {
        /// The request is not complete yet, or the response not all sent.
        case waiting
        /// The whole request, or a reason it cannot be read (answered 400 or 413).
        case request(Result<HTTPRequest, HTTPRequest.Malformed>)
        /// The response is sent (or the client went away): close the connection.
        case done
    }

    let socket: Int32
    var phase: Phase = .reading([])
    /// When the client last sent or took a byte (or connected), on the monotonic clock.
    var lastActivity: ContinuousClock.Instant

    init(socket: Int32, now: ContinuousClock.Instant) {
        self.socket = socket
        lastActivity = now
    }

    /// Whether the connection waits to send rather than to receive.
    var isWriting: Bool {
        if case .writing = phase { return true }
        return false
    }

    /// Reads what the client has sent: a complete request (a head up to the blank line, then
    /// `Content-Length` bytes of body), a malformed one, or nothing final yet. A client that closes
    /// before its request is complete gets a 400.
    mutating func read(now: ContinuousClock.Instant) -> Progress {
        guard case .reading(var buffer) = phase else { return .waiting }
        phase = .reading([])  // so that `buffer` is not copied when appended to
        defer { phase = .reading(buffer) }
        var chunk = [UInt8](repeating: 0, count: 8192)
        while true {
            let count = chunk.withUnsafeMutableBytes { recv(socket, $0.baseAddress, $0.count, 0) }
            if count < 0 {
                if errno == EINTR { continue }
                if errno == EAGAIN || errno == EWOULDBLOCK { return .waiting }
                return .done
            }
            if count == 0 { return .request(.failure(.init(status: 400, reason: "the request ended early"))) }
            lastActivity = now
            buffer += chunk[..<count]
            switch Self.request(in: buffer) {
            case nil: continue
            case let result?: return .request(result)
            }
        }
    }

    /// The request `buffer` holds, if it holds a whole one (or a reason it never will).
    static func request(in buffer: [UInt8]) -> Result<HTTPRequest, HTTPRequest.Malformed>? {
        guard let headEnd = find([13, 10, 13, 10], in: buffer) else {
            if buffer.count > HTTPRequest.maxHeadBytes {
                return .failure(.init(status: 413, reason: "the request head is too large"))
            }
            return nil
        }
        do throws(HTTPRequest.Malformed) {
            var request = try HTTPRequest.parseHead(Array(buffer[..<headEnd]))
            let length = try request.contentLength()
            let bodyStart = headEnd + 4
            guard buffer.count - bodyStart >= length else { return nil }
            request.body = Array(buffer[bodyStart..<bodyStart + length])
            return .success(request)
        } catch {
            return .failure(error)
        }
    }

    private static func find(_ needle: [UInt8], in haystack: [UInt8]) -> Int? {
        guard haystack.count >= needle.count else { return nil }
        for index in 0...(haystack.count - needle.count) where haystack[index] == needle[0] {
            if haystack[index..<index + needle.count].elementsEqual(needle) { return index }
        }
        return nil
    }

    /// Starts sending `response`.
    mutating func respond(with response: HTTPResponse, stopsServer: Bool) {
        phase = .writing(response.serialized, sent: 0, stopsServer: stopsServer)
    }

    /// Sends as much of the response as the client takes now.
    mutating func write(now: ContinuousClock.Instant) -> Progress {
        guard case .writing(let bytes, var sent, let stops) = phase else { return .waiting }
        defer { phase = .writing(bytes, sent: sent, stopsServer: stops) }
        while sent < bytes.count {
            let count = bytes.withUnsafeBytes { send(socket, $0.baseAddress! + sent, $0.count - sent, Self.noSignal) }
            if count < 0 {
                if errno == EINTR { continue }
                if errno == EAGAIN || errno == EWOULDBLOCK { return .waiting }
                return .done
            }
            sent += count
            lastActivity = now
        }
        return .done
    }

    /// Whether the server stops after this connection's response.
    var stopsServer: Bool {
        if case .writing(_, _, let stops) = phase { return stops }
        return false
    }

    /// Closes the socket, after a graceful end of the response where there was one.
    func close() {
        if isWriting { shutdown(socket, Int32(SHUT_WR)) }
        _ = closeSocket(socket)
    }

    private static var noSignal: Int32 {
        #if canImport(Darwin)
        0  // SIGPIPE is ignored by the server instead
        #else
        Int32(MSG_NOSIGNAL)
        #endif
    }
}

/// `close(2)`, under a name that a method called `close` does not hide.
private func closeSocket(_ fd: Int32) -> Int32 {
    #if canImport(Darwin)
    Darwin.close(fd)
    #else
    Glibc.close(fd)
    #endif
}
