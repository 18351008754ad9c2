import Foundation
import Snapshot
import SnapshotReview
import Testing

/// The review page's state names each snapshot's locale, which its locale filter offers.
@Suite struct ReviewLocaleTests {
    @Test func eachSnapshotCarriesItsLocaleAndThePageFiltersByIt() throws {
        let fixture = try ReviewFixture()
        fixture.draw("banner/solid", marks: 4)
        try fixture.verify()
        let session = try ReviewSession(approver: fixture.approver())
        let request = HTTPRequest(method: "GET", path: "/api/state", headers: ["host": "127.0.0.1:4321"])
        let body = Data(session.respond(to: request, port: 4321).response.body)
        let snapshots = try #require((try JSONSerialization.jsonObject(with: body) as? [String: Any])?["snapshots"] as? [[String: Any]])
        #expect(snapshots.count == 6)
        #expect(snapshots.allSatisfy { $0["locale"] as? String == "development" })
        let page = String(decoding: session.respond(to: HTTPRequest(method: "GET", path: "/", headers: ["host": "127.0.0.1:4321"]), port: 4321).response.body, as: UTF8.self)
        #expect(page.contains("<select id=\"filter-locale\" data-field=\"locale\">"))
        #expect(page.contains("const FIELDS = ['component', 'device', 'textSize', 'scheme', 'locale'];"))
    }
}
