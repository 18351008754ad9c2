import SnapSupport

/// An HTTP/1.1 request as the review server reads it: the method, the path (percent-decoded
/// later, by the route), the query, the headers (names lowercased) and the body.
public struct HTTPRequest: Sendable, Equatable {
    public var method: String
    /// The path, as sent (still percent-encoded), without the query.
    public var path: String
    /// The query string after `?`, if any.
    public var query: String?
    public var headers: [String: String]
    public var body: [UInt8]

    /// The largest request head and body the server reads.
    public static let maxHeadBytes = 16 * 1024
    public static let maxBodyBytes = 1024 * 1024

    public init(method: String, path: String, query: String? = nil, headers: [String: String] = [:], body: [UInt8] = []) {
        self.method = method
        self.path = path
        self.query = query
        self.headers = headers
        self.body = body
    }

    /// Why a request could not be read; the server answers 400 (or 413) with the reason.
    public struct Malformed: Error, Equatable {
        public let status: Int
        public let reason: String
    }

    /// Reads the head (request line and headers, up to the blank line) from `head`, which holds
    /// the bytes before `\r\n\r\n`. The body is read by the caller, `Content-Length` bytes.
    public static func parseHead(_ head: [UInt8]) throws(Malformed) -> HTTPRequest {
        guard let text = String(validating: head, as: UTF8.self) else {
            throw Malformed(status: 400, reason: "the request head is not UTF-8")
        }
        var lines = text.split(separator: "\r\n", omittingEmptySubsequences: false).map(String.init)
        let requestLine = lines.removeFirst().split(separator: " ", omittingEmptySubsequences: false)
        guard requestLine.count == 3, requestLine[2].hasPrefix("HTTP/1."), !requestLine[0].isEmpty,
            requestLine[1].hasPrefix("/")
        else { throw Malformed(status: 400, reason: "bad request line") }
        var headers: [String: String] = [:]
        for line in lines where !line.isEmpty {
            guard let colon = line.firstIndex(of: ":") else { throw Malformed(status: 400, reason: "bad header line") }
            let name = line[..<colon].lowercased()
            let value = line[line.index(after: colon)...].drop { $0 == " " || $0 == "\t" }
            headers[name] = String(value.reversed().drop { $0 == " " || $0 == "\t" }.reversed())
        }
        let target = requestLine[1]
        let question = target.firstIndex(of: "?")
        return HTTPRequest(
            method: String(requestLine[0]), path: String(target[..<(question ?? target.endIndex)]),
            query: question.map { String(target[target.index(after: $0)...]) }, headers: headers)
    }

    /// The body's length as `Content-Length` gives it (0 when absent); throws for a bad or too
    /// large value.
    public func contentLength() throws(Malformed) -> Int {
        guard let value = headers["content-length"] else { return 0 }
        guard let length = Int(value), length >= 0 else { throw Malformed(status: 400, reason: "bad Content-Length") }
        guard length <= Self.maxBodyBytes else { throw Malformed(status: 413, reason: "the body is too large") }
        return length
    }

    /// The path's components, percent-decoded: `/goldens/banner/solid/a%40b.png` → `goldens`,
    /// `banner`, `solid`, `a@b.png`; nil when an escape is malformed or decodes to `/` or a byte
    /// that is not UTF-8.
    public var pathComponents: [String]? {
        var components: [String] = []
        for part in path.split(separator: "/", omittingEmptySubsequences: true) {
            guard let decoded = Self.percentDecoded(part), !decoded.contains("/") else { return nil }
            components.append(decoded)
        }
        return components
    }

    static func percentDecoded(_ text: Substring) -> String? {
        var bytes: [UInt8] = []
        var iterator = Array(text.utf8).makeIterator()
        while let byte = iterator.next() {
            guard byte == UInt8(ascii: "%") else {
                bytes.append(byte)
                continue
            }
            guard let high = iterator.next()?.hexDigitValue, let low = iterator.next()?.hexDigitValue else { return nil }
            bytes.append(high << 4 | low)
        }
        return String(validating: bytes, as: UTF8.self)
    }
}

/// A response of the review server: a status, a content type and a body. Every response closes
/// its connection and forbids caching, sniffing, framing and loading from anywhere but the server.
public struct HTTPResponse: Sendable, Equatable {
    public var status: Int
    public var contentType: String
    public var body: [UInt8]

    public init(status: Int, contentType: String, body: [UInt8]) {
        self.status = status
        self.contentType = contentType
        self.body = body
    }

    /// A plain-text response, e.g. an error.
    public static func text(_ status: Int, _ text: String) -> HTTPResponse {
        HTTPResponse(status: status, contentType: "text/plain; charset=utf-8", body: Array((text + "\n").utf8))
    }

    /// The response's bytes on the wire.
    public var serialized: [UInt8] {
        let head = [
            "HTTP/1.1 \(status) \(Self.reason(status))",
            "Content-Type: \(contentType)",
            "Content-Length: \(body.count)",
            "Connection: close",
            "Cache-Control: no-store",
            "X-Content-Type-Options: nosniff",
            "X-Frame-Options: DENY",
            "Referrer-Policy: no-referrer",
            "Content-Security-Policy: default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; script-src 'unsafe-inline'; connect-src 'self'; base-uri 'none'; form-action 'none'",
        ].joined(separator: "\r\n") + "\r\n\r\n"
        return Array(head.utf8) + body
    }

    static func reason(_ status: Int) -> String {
        switch status {
        case 200: "OK"
        case 400: "Bad Request"
        case 403: "Forbidden"
        case 404: "Not Found"
        case 405: "Method Not Allowed"
        case 409: "Conflict"
        case 413: "Content Too Large"
        default: "Internal Server Error"
        }
    }
}
