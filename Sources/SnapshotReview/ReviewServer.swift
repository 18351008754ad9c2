import Snapshot

/// `nhs-snap review`'s server: the session's page, state, images and actions over ``HTTPServer``
/// on 127.0.0.1, until the page asks it to stop (or the process is interrupted).
public struct ReviewServer {
    public let session: ReviewSession
    private let server: HTTPServer

    /// Listens on 127.0.0.1:`port` (0: a free port); throws when it cannot.
    public init(session: ReviewSession, port: UInt16) throws(HTTPServer.StartError) {
        self.session = session
        server = try HTTPServer(port: port)
    }

    /// The page's address, e.g. `http://127.0.0.1:8123/`.
    public var url: String { "http://127.0.0.1:\(server.port)/" }

    /// Answers requests until the page's Stop button asks the server to stop.
    public func serve() {
        let port = server.port
        server.serve { request in session.respond(to: request, port: port) }
    }
}
