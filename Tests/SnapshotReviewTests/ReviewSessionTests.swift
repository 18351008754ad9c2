import Foundation
import Snapshot
import SnapshotReview
import Testing

/// The server's answers, without a socket: the host and token checks, the image folders' path
/// rules, the state and the actions.
@Suite struct ReviewSessionTests {
    let port: UInt16 = 4321

    func get(_ path: String, host: String? = nil) -> HTTPRequest {
        HTTPRequest(method: "GET", path: path, headers: ["host": host ?? "127.0.0.1:4321"])
    }

    func post(_ path: String, _ body: String, token: String?) -> HTTPRequest {
        var headers = ["host": "127.0.0.1:4321", "content-type": "application/json"]
        headers["x-review-token"] = token
        return HTTPRequest(method: "POST", path: path, headers: headers, body: Array(body.utf8))
    }

    func session() throws -> (ReviewFixture, ReviewSession) {
        let fixture = try ReviewFixture()
        fixture.draw("banner/solid", marks: 4)
        fixture.draw("toggle/on", marks: 2)
        try fixture.verify()
        return (fixture, try ReviewSession(approver: fixture.approver()))
    }

    @Test func thePageCarriesTheTokenAndLoadsNothingFromOutside() throws {
        let (_, session) = try session()
        let answer = session.respond(to: get("/"), port: port)
        #expect(answer.response.status == 200)
        let page = String(decoding: answer.response.body, as: UTF8.self)
        #expect(page.contains("const TOKEN = '\(session.token)';"))
        #expect(!page.contains("http://") && !page.contains("https://") && !page.contains("//cdn"))
        #expect(String(decoding: answer.response.serialized, as: UTF8.self).contains("Content-Security-Policy: default-src 'none'"))
    }

    @Test func anotherHostIsRefused() throws {
        let (_, session) = try session()
        #expect(session.respond(to: get("/", host: "evil.example:4321"), port: port).response.status == 403)
        #expect(session.respond(to: get("/api/state", host: "127.0.0.1:80"), port: port).response.status == 403)
        #expect(session.respond(to: get("/", host: "localhost:4321"), port: port).response.status == 200)
    }

    @Test func onlyPNGFilesInsideTheTwoFoldersAreServed() throws {
        let (fixture, session) = try session()
        try Data("secret".utf8).write(to: URL(fileURLWithPath: fixture.path + "/secret.png"))
        let served = session.respond(to: get("/goldens/banner/solid/iphone-se.large.light%401x.png"), port: port).response
        #expect(served.status == 200 && served.contentType == "image/png")
        #expect(served.body == Array(FileManager.default.contents(atPath: fixture.goldens + "/banner/solid/iphone-se.large.light@1x.png")!))
        #expect(session.respond(to: get("/artefacts/banner/solid/iphone-se.large.light@1x.diff.png"), port: port).response.status == 200)
        for path in [
            "/goldens/..%2Fsecret.png", "/goldens/%2E%2E/secret.png", "/artefacts/../secret.png", "/artefacts/results.json",
            "/goldens/banner/solid/.hidden.png", "/goldens/%ZZ.png", "/secret.png", "/goldens/banner/solid/nope.png",
        ] {
            let status = session.respond(to: get(path), port: port).response.status
            #expect(status == 404 || status == 400, "\(path): \(status)")
        }
    }

    @Test func actionsNeedTheToken() throws {
        let (fixture, session) = try session()
        let before = fixture.goldenBytes()
        let body = #"{"keys": ["banner/solid/iphone-se.large.light@1x"]}"#
        #expect(session.respond(to: post("/api/accept", body, token: nil), port: port).response.status == 403)
        #expect(session.respond(to: post("/api/accept", body, token: "guess"), port: port).response.status == 403)
        #expect(session.respond(to: get("/api/accept"), port: port).response.status == 405)
        #expect(fixture.goldenBytes() == before)
    }

    @Test func acceptAndRejectAreKeptForTheRunAndAReloadSeesThem() throws {
        let (fixture, session) = try session()
        let before = fixture.goldenBytes()
        let accepted = session.respond(
            to: post("/api/accept", #"{"keys": ["banner/solid/iphone-se.large.light@1x"]}"#, token: session.token), port: port)
        #expect(accepted.response.status == 200)
        #expect(String(decoding: accepted.response.body, as: UTF8.self).contains(#""outcome":"accepted""#))
        #expect(ReviewFixture.changed(before, fixture.goldenBytes()) == ["banner/solid/iphone-se.large.light@1x.png"])
        _ = session.respond(to: post("/api/reject", #"{"keys": ["toggle/on/iphone-se.large.dark@1x"]}"#, token: session.token), port: port)

        // A new session over the same run (a reload, a restarted review) sees the decisions.
        let again = try ReviewSession(approver: fixture.approver())
        #expect(again.state.decisions == [
            "banner/solid/iphone-se.large.light@1x": .accepted, "toggle/on/iphone-se.large.dark@1x": .rejected,
        ])
        let state = try JSONSerialization.jsonObject(with: Data(again.respond(to: get("/api/state"), port: port).response.body)) as! [String: Any]
        let snapshots = state["snapshots"] as! [[String: Any]]
        let decisions = snapshots.compactMap { snapshot in (snapshot["decision"] as? String).map { (snapshot["key"] as! String, $0) } }
        #expect(decisions.map(\.0) == ["banner/solid/iphone-se.large.light@1x", "toggle/on/iphone-se.large.dark@1x"])
        #expect(decisions.map(\.1) == ["accepted", "rejected"])

        // A new run forgets them.
        try fixture.verify()
        #expect(try ReviewSession(approver: fixture.approver()).state.decisions.isEmpty)
    }

    @Test func shutdownStopsTheServer() throws {
        let (_, session) = try session()
        #expect(session.respond(to: post("/api/shutdown", "{}", token: session.token), port: port).stop)
        #expect(!session.respond(to: get("/api/state"), port: port).stop)
    }
}

@Suite struct HTTPMessageTests {
    @Test func theHeadIsParsed() throws {
        let head = "POST /api/accept?x=1 HTTP/1.1\r\nHost: 127.0.0.1:80\r\nContent-Length:  12 \r\nX-Review-Token: abc"
        let request = try HTTPRequest.parseHead(Array(head.utf8))
        #expect(request.method == "POST")
        #expect(request.path == "/api/accept")
        #expect(request.query == "x=1")
        #expect(request.headers == ["host": "127.0.0.1:80", "content-length": "12", "x-review-token": "abc"])
        #expect(try request.contentLength() == 12)
    }

    @Test(arguments: ["GET / HTTP/2", "GET nothing HTTP/1.1", "GET /", "GET / HTTP/1.1\r\nno colon"])
    func aMalformedHeadIsRefused(_ head: String) {
        #expect(throws: HTTPRequest.Malformed.self) { try HTTPRequest.parseHead(Array(head.utf8)) }
    }

    @Test func aBodyTooLargeIsRefused() throws {
        let request = try HTTPRequest.parseHead(Array("POST / HTTP/1.1\r\nContent-Length: 99999999".utf8))
        let error = #expect(throws: HTTPRequest.Malformed.self) { try request.contentLength() }
        #expect(error?.status == 413)
    }

    @Test func pathComponentsArePercentDecodedAndNeverHoldASlash() {
        #expect(HTTPRequest(method: "GET", path: "/goldens/a%40b.png").pathComponents == ["goldens", "a@b.png"])
        #expect(HTTPRequest(method: "GET", path: "/a/%2e%2e").pathComponents == ["a", ".."])
        #expect(HTTPRequest(method: "GET", path: "/a%2Fb").pathComponents == nil)
        #expect(HTTPRequest(method: "GET", path: "/a%2").pathComponents == nil)
        #expect(HTTPRequest(method: "GET", path: "/%FF").pathComponents == nil)
    }
}

/// What `/api/state` says of snapshots whose transcript changed or that fail only the audit.
@Suite struct ReviewStateAccessibilityTests {
    func state(of fixture: ReviewFixture) throws -> [String: [String: Any]] {
        let session = try ReviewSession(approver: fixture.approver())
        let request = HTTPRequest(method: "GET", path: "/api/state", headers: ["host": "127.0.0.1:4321"])
        let body = Data(session.respond(to: request, port: 4321).response.body)
        let snapshots = try #require((try JSONSerialization.jsonObject(with: body) as? [String: Any])?["snapshots"] as? [[String: Any]])
        return Dictionary(uniqueKeysWithValues: snapshots.map { ($0["key"] as! String, $0) })
    }

    @Test func aChangedTranscriptCarriesTheGoldensTextAndTheRuns() throws {
        let fixture = try ReviewFixture()
        fixture.read("banner/solid", "Book now, Button\nOpens the booking page\n")
        try fixture.verify()
        let snapshot = try #require(try state(of: fixture)["banner/solid/iphone-se.large.light@1x"])
        #expect(snapshot["status"] as? String == "matched")
        #expect(snapshot["kind"] as? String == "transcript")
        #expect(snapshot["failing"] as? Bool == true)
        #expect(snapshot["acceptable"] as? Bool == true)
        #expect(snapshot["refusal"] == nil)
        let transcript = try #require(snapshot["transcript"] as? [String: Any])
        #expect(transcript["status"] as? String == "differing")
        #expect(transcript["expected"] as? String == "Book now, Button\n")
        #expect(transcript["actual"] as? String == "Book now, Button\nOpens the booking page\n")
        #expect(transcript["diff"] as? [String] == ["+ Opens the booking page"])
        #expect(transcript["golden"] as? String == fixture.goldens + "/banner/solid/transcript.txt")
    }

    @Test func aSnapshotFailingOnlyTheAuditListsItsFindingsAndWhyItCannotBeAccepted() throws {
        let fixture = try ReviewFixture()
        fixture.find("toggle/on", [ReviewFixture.smallTarget(), ReviewFixture.smallTarget(waiver: "a test's")])
        try fixture.verify()
        let states = try state(of: fixture)
        let snapshot = try #require(states["toggle/on/iphone-se.large.dark@1x"])
        #expect(snapshot["kind"] as? String == "accessibility")
        #expect(snapshot["failing"] as? Bool == true)
        #expect(snapshot["acceptable"] as? Bool == false)
        #expect((snapshot["refusal"] as? String)?.hasSuffix("audit findings are fixed in the code or waived in the scene (rule target-size)") == true)
        let findings = try #require(snapshot["findings"] as? [[String: Any]])
        #expect(findings.map { $0["rule"] as? String } == ["target-size", "target-size"])
        #expect(findings.map { $0["figure"] as? String } == ["8 x 1 pt, needs 44 x 44 pt", "8 x 1 pt, needs 44 x 44 pt"])
        #expect(findings.map { $0["waiver"] as? String } == [nil, "a test's"])
        #expect(findings.first?["width"] as? Double == 8)
        #expect(snapshot["imageWidth"] as? Double == 8)
        #expect((snapshot["actual"] as? String)?.hasPrefix("/artefacts/toggle/on/") == true)
        // A snapshot that matched in every way is not failing, and has nothing to refuse.
        let matched = try #require(states["banner/solid/iphone-se.large.dark@1x"])
        #expect(matched["failing"] as? Bool == false && matched["kind"] as? String == "matched" && matched["refusal"] == nil)
    }
}
