import Foundation
import Snapshot
import SnapshotReview
import Testing

/// Accepting snapshots whose VoiceOver transcript changed, and refusing those that fail only the
/// accessibility audit.
@Suite struct ApproverAccessibilityTests {
    let light = "banner/solid/iphone-se.large.light@1x"
    let dark = "banner/solid/iphone-se.large.dark@1x"
    /// The light configuration's own transcript golden (it has none until it reads differently).
    var lightTranscript: String { "banner/solid/iphone-se.large.light@1x.txt" }
    /// The transcript golden the scene's configurations share.
    let sharedTranscript = "banner/solid/transcript.txt"

    @Test func acceptingOneConfigurationOfASharedTranscriptGivesItAFileOfItsOwn() throws {
        let fixture = try ReviewFixture()
        fixture.read("banner/solid", "Book now, Button\nOpens the booking page\n")
        let report = try fixture.verify()
        #expect(report.failures.map(\.key) == [dark, light])
        #expect(report.failures.map(\.failureKind) == ["transcript", "transcript"])
        #expect(report.failures.map { $0.transcript?.golden } == [fixture.goldens + "/" + sharedTranscript, fixture.goldens + "/" + sharedTranscript])
        let before = fixture.goldenBytes()
        let approver = try fixture.approver()
        let approval = try approver.approve(light)
        #expect(approval.outcome == .accepted)
        #expect(approval.message == "wrote " + fixture.goldens + "/" + lightTranscript)
        #expect(approval.note == nil)
        // The dark configuration still reads the shared file, unchanged.
        #expect(ReviewFixture.changed(before, fixture.goldenBytes()) == [lightTranscript])
        #expect(try String(contentsOfFile: fixture.goldens + "/" + lightTranscript, encoding: .utf8)
            == "Book now, Button\nOpens the booking page\n")
        #expect(try fixture.verify().failures.map(\.key) == [dark])
        // Accepting the other too: both read the same again, from the shared file alone.
        let both = try fixture.approver().approve(dark)
        #expect(both.message == "wrote \(fixture.goldens)/\(sharedTranscript); removed \(fixture.goldens)/\(lightTranscript)")
        #expect(ReviewFixture.changed(before, fixture.goldenBytes()) == [sharedTranscript])
        #expect(try String(contentsOfFile: fixture.goldens + "/" + sharedTranscript, encoding: .utf8)
            == "Book now, Button\nOpens the booking page\n")
        #expect(try fixture.verify().passed)
    }

    @Test func acceptingWhatTheSharedTranscriptHoldsRemovesTheConfigurationsOwn() throws {
        let fixture = try ReviewFixture()
        try "Book now, Button, Old\n".write(toFile: fixture.goldens + "/" + lightTranscript, atomically: true, encoding: .utf8)
        #expect(try fixture.verify().failures.map(\.key) == [light])
        let before = fixture.goldenBytes()
        let approval = try fixture.approver().approve(light)
        #expect(approval.outcome == .accepted)
        #expect(approval.message == "removed " + fixture.goldens + "/" + lightTranscript)
        #expect(ReviewFixture.changed(before, fixture.goldenBytes()) == [lightTranscript])
        #expect(!FileManager.default.fileExists(atPath: fixture.goldens + "/" + lightTranscript))
        #expect(try fixture.verify().passed)
    }

    @Test func acceptingTwiceWritesNothingTheSecondTime() throws {
        let fixture = try ReviewFixture()
        fixture.read("banner/solid", "Book now, Button, Selected\n")
        try fixture.verify()
        let approver = try fixture.approver()
        #expect(try approver.approve(light).outcome == .accepted)
        let before = fixture.goldenBytes()
        let again = try approver.approve(light)
        #expect(again.outcome == .unchanged)
        #expect(again.message == fixture.goldens + "/" + lightTranscript)
        #expect(fixture.goldenBytes() == before)
    }

    @Test func aMissingTranscriptGoldenIsAcceptedAsNew() throws {
        let fixture = try ReviewFixture()
        let shared = fixture.goldens + "/" + sharedTranscript
        try FileManager.default.removeItem(atPath: shared)
        let report = try fixture.verify()
        #expect(report.failures.map(\.key) == [dark, light])
        #expect(report.failures.first?.transcript?.status == .missing)
        let before = fixture.goldenBytes()
        #expect(try fixture.approver().approve(light).outcome == .accepted)
        // Only the light configuration's: the dark one stays missing, not given the light one's.
        #expect(ReviewFixture.changed(before, fixture.goldenBytes()) == [lightTranscript])
        #expect(try String(contentsOfFile: fixture.goldens + "/" + lightTranscript, encoding: .utf8) == "Book now, Button\n")
        #expect(try fixture.verify().failures.map(\.key) == [dark])
        #expect(try fixture.approver().approve(dark).outcome == .accepted)
        #expect(ReviewFixture.changed(before, fixture.goldenBytes()) == [sharedTranscript])
        #expect(try fixture.verify().passed)
    }

    @Test func anImageAndTranscriptChangeWritesBoth() throws {
        let fixture = try ReviewFixture()
        fixture.draw("banner/solid", marks: 4)
        fixture.read("banner/solid", "Book now, Button, Dimmed\n")
        let report = try fixture.verify()
        #expect(report.failures.map(\.failureKind) == ["differing", "differing"])
        let before = fixture.goldenBytes()
        let approval = try fixture.approver().approve(light)
        #expect(approval.outcome == .accepted)
        #expect(approval.message == "wrote \(fixture.goldens)/\(light).png and \(fixture.goldens)/\(lightTranscript)")
        #expect(ReviewFixture.changed(before, fixture.goldenBytes()) == ["\(light).png", lightTranscript])
        #expect(try fixture.verify().failures.map(\.key) == ["banner/solid/iphone-se.large.dark@1x"])
    }

    @Test func aTranscriptThatReadsDifferentlySinceTheRunIsRefused() throws {
        let fixture = try ReviewFixture()
        fixture.read("banner/solid", "Book now, Button, Selected\n")
        try fixture.verify()
        fixture.read("banner/solid", "Book now, Button, Dimmed\n")  // the code changed after the run
        let before = fixture.goldenBytes()
        let approval = try fixture.approver().approve(light)
        #expect(approval.outcome == .refused)
        #expect(approval.message.hasPrefix("stale: VoiceOver reads it differently since the run"))
        #expect(fixture.goldenBytes() == before)
    }

    @Test func anImageChangeIsRefusedWhenTheTranscriptChangedSinceTheRun() throws {
        let fixture = try ReviewFixture()
        fixture.draw("banner/solid", marks: 4)
        try fixture.verify()
        fixture.read("banner/solid", "Book now, Button, Dimmed\n")  // the run's transcript matched; now it does not
        let before = fixture.goldenBytes()
        let approval = try fixture.approver().approve(light)
        #expect(approval.outcome == .refused)
        #expect(approval.message.hasPrefix("stale: VoiceOver reads it differently since the run"))
        #expect(fixture.goldenBytes() == before)
    }

    @Test func aTranscriptChangeIsRefusedWhenTheImageChangedSinceTheRun() throws {
        let fixture = try ReviewFixture()
        fixture.read("banner/solid", "Book now, Button, Selected\n")
        try fixture.verify()
        fixture.draw("banner/solid", marks: 6)
        let before = fixture.goldenBytes()
        let approval = try fixture.approver().approve(light)
        #expect(approval.outcome == .refused)
        #expect(approval.message.hasPrefix("stale: the code draws it differently since the run"))
        #expect(fixture.goldenBytes() == before)
    }

    @Test func aSnapshotFailingOnlyTheAuditCannotBeAccepted() throws {
        let fixture = try ReviewFixture()
        fixture.find("toggle/on", [ReviewFixture.smallTarget()])
        let report = try fixture.verify()
        let key = "toggle/on/iphone-se.large.light@1x"
        #expect(report.failures.map(\.key) == ["toggle/on/iphone-se.large.dark@1x", key])
        let approver = try fixture.approver()
        #expect(approver.problem(with: key) == "'\(key)' fails only the accessibility audit, which has no golden to accept: "
            + "audit findings are fixed in the code or waived in the scene (rule target-size)")
        #expect(approver.acceptable.isEmpty)
        #expect(approver.keys(matching: SnapshotFilter(patterns: ["toggle/*"])) == ["toggle/on/iphone-se.large.dark@1x", key])
        let before = fixture.goldenBytes()
        let approval = try approver.approve(key)
        #expect(approval.outcome == .refused)
        #expect(approval.message == approver.problem(with: key))
        #expect(fixture.goldenBytes() == before)
    }

    @Test func anImageChangeIsAcceptedWithANoteWhenTheAuditStillFailsIt() throws {
        let fixture = try ReviewFixture()
        fixture.draw("banner/solid", marks: 4)
        fixture.find("banner/solid", [ReviewFixture.smallTarget(), ReviewFixture.smallTarget(waiver: "a test's")])
        try fixture.verify()
        let before = fixture.goldenBytes()
        let approval = try fixture.approver().approve(light)
        #expect(approval.outcome == .accepted)
        #expect(approval.note == "the accessibility audit still fails it (rule target-size): fix that in the code or waive it in the scene")
        #expect(ReviewFixture.changed(before, fixture.goldenBytes()) == ["\(light).png"])
    }
}
