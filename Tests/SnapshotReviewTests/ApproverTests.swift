import Foundation
import Raster
import Snapshot
import SnapshotReview
import Testing

@Suite struct ApproverTests {
    @Test func acceptingWritesExactlyThatGoldenFromAFreshRendering() throws {
        let fixture = try ReviewFixture()
        fixture.draw("banner/solid", marks: 4)
        fixture.draw("toggle/on", marks: 2)
        let report = try fixture.verify()
        #expect(report.failures.map(\.key) == [
            "banner/solid/iphone-se.large.dark@1x", "banner/solid/iphone-se.large.light@1x",
            "toggle/on/iphone-se.large.dark@1x", "toggle/on/iphone-se.large.light@1x",
        ])
        let before = fixture.goldenBytes()
        let approval = try fixture.approver().approve("banner/solid/iphone-se.large.light@1x")
        #expect(approval.outcome == .accepted)
        #expect(approval.message == "wrote " + fixture.goldens + "/banner/solid/iphone-se.large.light@1x.png")
        #expect(ReviewFixture.changed(before, fixture.goldenBytes()) == ["banner/solid/iphone-se.large.light@1x.png"])
        // The golden holds the new drawing: four marks on the first row.
        let golden = try PNG.read(path: fixture.goldens + "/banner/solid/iphone-se.large.light@1x.png")
        #expect((0..<8).map { golden[$0, 0] != .white } == [true, true, true, true, false, false, false, false])

        let again = try fixture.verify()
        #expect(again.failures.map(\.key) == [
            "banner/solid/iphone-se.large.dark@1x", "toggle/on/iphone-se.large.dark@1x", "toggle/on/iphone-se.large.light@1x",
        ])
    }

    @Test func aStaleArtefactIsRefusedAndNothingIsWritten() throws {
        let fixture = try ReviewFixture()
        fixture.draw("banner/solid", marks: 4)
        try fixture.verify()
        fixture.draw("banner/solid", marks: 6)  // the code changed after the run
        let before = fixture.goldenBytes()
        let approval = try fixture.approver().approve("banner/solid/iphone-se.large.light@1x")
        #expect(approval.outcome == .refused)
        #expect(approval.message.hasPrefix("stale: the code draws it differently since the run"))
        #expect(fixture.goldenBytes() == before)
    }

    @Test func aMissingGoldenIsAcceptedAsNew() throws {
        let fixture = try ReviewFixture()
        let golden = fixture.goldens + "/toggle/on/iphone-se.large.dark@1x.png"
        try FileManager.default.removeItem(atPath: golden)
        let report = try fixture.verify()
        #expect(report.failures.map(\.status) == [.missing])
        let approval = try fixture.approver().approve("toggle/on/iphone-se.large.dark@1x")
        #expect(approval.outcome == .accepted)
        #expect(FileManager.default.fileExists(atPath: golden))
        #expect(try fixture.verify().passed)
    }

    @Test func keysThatAreNotFailuresOfTheRunAreProblems() throws {
        let fixture = try ReviewFixture()
        fixture.draw("toggle/on", marks: 2)
        try fixture.verify()
        let approver = try fixture.approver()
        #expect(approver.problem(with: "toggle/on/iphone-se.large.dark@1x") == nil)
        #expect(approver.problem(with: "banner/solid/iphone-se.large.dark@1x")?.contains("matched its golden in the last run") == true)
        #expect(approver.problem(with: "banner/nope/iphone-se.large.dark@1x")?.contains("is not a snapshot of the last run") == true)
        let before = fixture.goldenBytes()
        #expect(try approver.approve("banner/solid/iphone-se.large.dark@1x").outcome == .refused)
        #expect(fixture.goldenBytes() == before)
    }

    @Test func aFilterSelectsTheRunsFailures() throws {
        let fixture = try ReviewFixture()
        fixture.draw("toggle/on", marks: 2)
        fixture.draw("banner/solid", marks: 2)
        try fixture.verify()
        let approver = try fixture.approver()
        #expect(approver.keys(matching: SnapshotFilter(patterns: ["toggle/*"])) == [
            "toggle/on/iphone-se.large.dark@1x", "toggle/on/iphone-se.large.light@1x",
        ])
        #expect(approver.keys(matching: SnapshotFilter(schemes: [.dark])) == [
            "banner/solid/iphone-se.large.dark@1x", "toggle/on/iphone-se.large.dark@1x",
        ])
    }

    @Test func onlyTheRunsOrphansAndStraysCanBeDeleted() throws {
        let fixture = try ReviewFixture()
        let orphan = fixture.goldens + "/banner/gone/iphone-se.large.light@1x.png"
        try FileManager.default.createDirectory(atPath: fixture.goldens + "/banner/gone", withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: fixture.goldens + "/banner/solid/iphone-se.large.light@1x.png", toPath: orphan)
        try Data([1, 2, 3]).write(to: URL(fileURLWithPath: fixture.goldens + "/old banner.png"))
        let report = try fixture.verify()
        #expect(report.orphans == ["banner/gone/iphone-se.large.light@1x.png"])
        #expect(report.strays == ["old banner.png"])
        let approver = try fixture.approver()
        #expect(try approver.delete("banner/solid/iphone-se.large.light@1x.png")?.contains("is not an orphaned golden or a stray file") == true)
        #expect(try approver.delete("../out/results.json")?.contains("is not an orphaned golden or a stray file") == true)
        #expect(try approver.delete("banner/gone/iphone-se.large.light@1x.png") == nil)
        #expect(try approver.delete("old banner.png") == nil)
        #expect(!FileManager.default.fileExists(atPath: orphan))
        #expect(!FileManager.default.fileExists(atPath: fixture.goldens + "/old banner.png"))
        #expect(try approver.delete("old banner.png")?.contains("no longer a stray") == true)
        #expect(FileManager.default.fileExists(atPath: fixture.goldens + "/banner/solid/iphone-se.large.light@1x.png"))
    }
}
