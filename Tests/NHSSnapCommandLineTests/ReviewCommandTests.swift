import AccessibilityAudit
import Foundation
import SnapUI
import Testing
import ViewSnapshots
@testable import NHSSnapCommandLine

/// `approve` and `review` from the command line, and verify's output on GitHub Actions.
@Suite struct ApproveCommandTests {
    /// Records the tiny app's goldens, then verifies with the label changed: two failures.
    func failingRun(_ scratch: Scratch) -> [CatalogueEntry] {
        _ = TinyApp.run(["record", "--goldens", scratch("G")])
        let changed = [TinyApp.scenes[0], TinyApp.label("Hello!")]
        let verify = TinyApp.run(["verify", "--goldens", scratch("G"), "--out", scratch("out")], scenes: changed)
        #expect(verify.status == 1)
        return changed
    }

    @Test func approveAcceptsTheKeysGivenAndNothingElse() throws {
        let scratch = Scratch()
        let changed = failingRun(scratch)
        let light = scratch("G") + "/tiny/label/iphone-se.large.light@1x.png"
        let dark = scratch("G") + "/tiny/label/iphone-se.large.dark@1x.png"
        // The dark configuration keeps its image and reads the scene's shared transcript, unchanged.
        let shared = scratch("G") + "/tiny/label/transcript.txt"
        let darkBefore = [dark, shared].map { FileManager.default.contents(atPath: $0) }
        let approve = TinyApp.run(["approve", "tiny/label/iphone-se.large.light@1x", "--out", scratch("out")], scenes: changed)
        #expect(approve.status == 0)
        // The text changed: its image and what VoiceOver reads.
        #expect(approve.out == "accepted tiny/label/iphone-se.large.light@1x: wrote \(light) and \(light.dropLast(4)).txt\n"
            + "approve: 1 accepted, 0 refused\n")
        #expect([dark, shared].map { FileManager.default.contents(atPath: $0) } == darkBefore)
        let verify = TinyApp.run(["verify", "--goldens", scratch("G"), "--out", scratch("out")], scenes: changed)
        #expect(verify.out.hasPrefix("4 snapshots: 3 matched, 1 differing, 0 missing"))
        #expect(verify.out.contains("FAIL tiny/label/iphone-se.large.dark@1x"))
    }

    @Test func approveByFilter() {
        let scratch = Scratch()
        let changed = failingRun(scratch)
        let approve = TinyApp.run(["approve", "--filter", "tiny/label", "--out", scratch("out")], scenes: changed)
        #expect(approve.status == 0)
        #expect(approve.out.hasSuffix("approve: 2 accepted, 0 refused\n"))
        #expect(TinyApp.run(["verify", "--goldens", scratch("G"), "--out", scratch("out")], scenes: changed).status == 0)
    }

    @Test func approveRefusesWhatTheCodeNoLongerDraws() {
        let scratch = Scratch()
        _ = failingRun(scratch)
        let again = [TinyApp.scenes[0], TinyApp.label("Hello?")]
        let approve = TinyApp.run(["approve", "tiny/label/iphone-se.large.light@1x", "--out", scratch("out")], scenes: again)
        #expect(approve.status == 1)
        #expect(approve.out.hasPrefix("REFUSED tiny/label/iphone-se.large.light@1x: stale: the code draws it differently since the run"))
    }

    @Test(arguments: [
        (["approve"], "error: give the keys to approve, or --filter (or --device, --text-size, --scheme, --locale)\nsee 'tiny-snapshots help approve'\n"),
        (["approve", "tiny/box/iphone-se.large.light@1x"],
         "error: 'tiny/box/iphone-se.large.light@1x' matched its golden in the last run: there is nothing to accept\n"),
        (["approve", "tiny/nope/x"],
         "error: 'tiny/nope/x' is not a snapshot of the last run (keys are scene/variant/configuration, as verify prints them)\n"),
        (["approve", "--filter", "tiny/box"], "error: no failure of the last run matches --filter 'tiny/box'\nsee 'tiny-snapshots help approve'\n"),
    ])
    func badRequestsAreOneErrorLine(_ arguments: [String], _ expected: String) {
        let scratch = Scratch()
        let changed = failingRun(scratch)
        let run = TinyApp.run(arguments + ["--out", scratch("out")], scenes: changed)
        #expect(run.status == 2)
        #expect(run.err == expected)
    }

    @Test(arguments: [["approve", "tiny/label/iphone-se.large.light@1x"], ["review"]])
    func reviewAndApproveRefuseInCI(_ arguments: [String]) {
        let scratch = Scratch()
        _ = failingRun(scratch)
        let run = TinyApp.run(arguments + ["--out", scratch("out")], environment: ["CI": "true"])
        #expect(run.status == 2)
        #expect(run.err.hasPrefix("error: refusing to \(arguments[0]) in CI (the CI environment variable is set)"))
    }

    @Test func reviewRefusesARunOfOtherGoldens() {
        let scratch = Scratch()
        _ = failingRun(scratch)
        let run = TinyApp.run(["review", "--out", scratch("out"), "--goldens", scratch("other")])
        #expect(run.status == 2)
        #expect(run.err == "error: the run in '\(scratch("out"))' checked the goldens in '\(scratch("G"))', not '\(scratch("other"))'; "
            + "pass --goldens '\(scratch("G"))', or --run to verify against '\(scratch("other"))'\n")
    }

    /// The tiny label read with a hint: its pixels stay, its VoiceOver transcript changes.
    static let hintedLabel = CatalogueEntry(
        "tiny/label", specSample: true,
        waivers: [AuditWaiver(.textContrast, reason: "the red screen is a test's; dark mode's white text is 4:1 on it")]
    ) { Text("Hello").padding(8).accessibilityHint("Says hello") }

    /// The tiny label without its waiver: dark mode fails the audit's text contrast alone.
    static let unwaivedLabel = CatalogueEntry("tiny/label", specSample: true) { Text("Hello").padding(8) }

    @Test func approveWritesTheTranscriptGoldenOfASnapshotWhoseTranscriptAloneChanged() throws {
        let scratch = Scratch()
        _ = TinyApp.run(["record", "--goldens", scratch("G")])
        let changed = [TinyApp.scenes[0], Self.hintedLabel]
        let verify = TinyApp.run(["verify", "--goldens", scratch("G"), "--out", scratch("out")], scenes: changed)
        #expect(verify.out.hasPrefix("4 snapshots: 4 matched, 0 differing, 0 missing"))
        #expect(verify.status == 1)
        let image = scratch("G") + "/tiny/label/iphone-se.large.light@1x.png"
        let transcript = scratch("G") + "/tiny/label/iphone-se.large.light@1x.txt"
        let imageBefore = FileManager.default.contents(atPath: image)
        let approve = TinyApp.run(["approve", "tiny/label/iphone-se.large.light@1x", "--out", scratch("out")], scenes: changed)
        #expect(approve.status == 0)
        #expect(approve.out == "accepted tiny/label/iphone-se.large.light@1x: wrote \(transcript)\napprove: 1 accepted, 0 refused\n")
        #expect(FileManager.default.contents(atPath: image) == imageBefore)
        #expect(try String(contentsOfFile: transcript, encoding: .utf8).contains("Says hello"))
        let again = TinyApp.run(["verify", "--goldens", scratch("G"), "--out", scratch("out")], scenes: changed)
        #expect(again.out.contains("FAIL tiny/label/iphone-se.large.dark@1x"))
        #expect(!again.out.contains("FAIL tiny/label/iphone-se.large.light@1x"))
    }

    @Test func approveRefusesASnapshotFailingOnlyTheAudit() {
        let scratch = Scratch()
        _ = TinyApp.run(["record", "--goldens", scratch("G")])
        let changed = [TinyApp.scenes[0], Self.unwaivedLabel]
        let verify = TinyApp.run(["verify", "--goldens", scratch("G"), "--out", scratch("out")], scenes: changed)
        #expect(verify.status == 1)
        #expect(verify.out.contains("FAIL tiny/label/iphone-se.large.dark@1x"))
        let key = "tiny/label/iphone-se.large.dark@1x"
        let refusal = "'\(key)' fails only the accessibility audit, which has no golden to accept: "
            + "audit findings are fixed in the code or waived in the scene (rule text-contrast)"
        let named = TinyApp.run(["approve", key, "--out", scratch("out")], scenes: changed)
        #expect(named.status == 2)
        #expect(named.err == "error: \(refusal)\n")
        let filtered = TinyApp.run(["approve", "--filter", "tiny/label", "--out", scratch("out")], scenes: changed)
        #expect(filtered.status == 1)
        #expect(filtered.out == "REFUSED \(key): \(refusal)\napprove: 0 accepted, 1 refused\n")
    }

    @Test func approveTakesNoKeysOrMany() throws {
        let none = try #require(try Parser<ApproveCommand.Options>.parse(["--filter", "a/*"], command: "approve"))
        #expect(none.keys.isEmpty && none.filter.patterns == ["a/*"])
        let many = try #require(try Parser<ApproveCommand.Options>.parse(["a/b/c", "d/e/f"], command: "approve"))
        #expect(many.keys == ["a/b/c", "d/e/f"])
    }
}

@Suite struct GitHubActionsOutputTests {
    @Test func verifyAnnotatesEachFailureAtItsSceneAndWritesASummary() throws {
        let scratch = Scratch()
        _ = TinyApp.run(["record", "--goldens", scratch("G")])
        let changed = [TinyApp.scenes[0], TinyApp.label("Hello!")]
        let line = #line - 1
        let summary = scratch("summary.md")
        let workspace = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path
        let environment = ["GITHUB_ACTIONS": "true", "GITHUB_STEP_SUMMARY": summary, "GITHUB_WORKSPACE": workspace]
        let verify = TinyApp.run(["verify", "--goldens", scratch("G"), "--out", scratch("out")], environment: environment, scenes: changed)
        #expect(verify.status == 1)
        let annotations = verify.out.split(separator: "\n").filter { $0.hasPrefix("::error ") }
        #expect(annotations.count == 2)
        let expected = "::error file=Tests/NHSSnapCommandLineTests/ReviewCommandTests.swift,line=\(line),"
            + "title=snapshot differing%3A tiny/label/iphone-se.large.dark@1x::tiny/label/iphone-se.large.dark@1x: "
        #expect(annotations.first?.hasPrefix(expected) == true, "\(annotations)")
        let markdown = try String(contentsOfFile: summary, encoding: .utf8)
        #expect(markdown.hasPrefix(
            "## nhs-snap verify: failed\n\n4 snapshots: 2 matched, 2 differing, 0 missing; 0 orphaned goldens; "
                + "2 VoiceOver transcripts changed or missing\n\n"))
        #expect(markdown.contains("| snapshot | status | differing pixels | detail |"))
        #expect(markdown.contains("| `tiny/label/iphone-se.large.light@1x` | differing | "))
        #expect(annotations.allSatisfy { $0.contains("title=snapshot differing%3A ") })

        // A second step appends; elsewhere nothing changes.
        _ = TinyApp.run(["verify", "--goldens", scratch("G"), "--out", scratch("out")], environment: environment, scenes: changed)
        #expect(try String(contentsOfFile: summary, encoding: .utf8).components(separatedBy: "## nhs-snap verify").count == 3)
        let plain = TinyApp.run(["verify", "--goldens", scratch("G"), "--out", scratch("out")], scenes: changed)
        #expect(!plain.out.contains("::error"))
    }

    @Test func theSummaryListsTranscriptAndAuditFailures() throws {
        let scratch = Scratch()
        _ = TinyApp.run(["record", "--goldens", scratch("G")])
        let hinted = CatalogueEntry("tiny/box") { Color.blue.frame(width: 40, height: 20).accessibilityLabel("A blue box") }
        let summary = scratch("summary.md")
        let environment = ["GITHUB_ACTIONS": "true", "GITHUB_STEP_SUMMARY": summary]
        let verify = TinyApp.run(
            ["verify", "--goldens", scratch("G"), "--out", scratch("out")], environment: environment,
            scenes: [hinted, ApproveCommandTests.unwaivedLabel])
        #expect(verify.status == 1)
        let markdown = try String(contentsOfFile: summary, encoding: .utf8)
        let rows = markdown.split(separator: "\n").filter { $0.hasPrefix("| `") }
        let box = "tiny/box/transcript.txt"
        #expect(rows == [
            "| `tiny/box/iphone-se.large.dark@1x` | transcript | 0 of 7500 | pixels match; VoiceOver transcript differs from \(scratch("G"))/\(box) |",
            "| `tiny/box/iphone-se.large.light@1x` | transcript | 0 of 7500 | pixels match; VoiceOver transcript differs from \(scratch("G"))/\(box) |",
            // 375 x 37 at 1x: a point taller than in the face's own metrics, its text in SF Pro's line height.
            "| `tiny/label/iphone-se.large.dark@1x` | accessibility | 0 of 13875 | pixels match; 1 accessibility finding; audit rules: text-contrast |",
        ])
        let titles = verify.out.split(separator: "\n").filter { $0.hasPrefix("::error ") }.map { $0.split(separator: ",").last { $0.hasPrefix("title=") } ?? "" }
        #expect(titles.count == 3)
        #expect(titles.last?.hasPrefix("title=snapshot accessibility%3A tiny/label/iphone-se.large.dark@1x::") == true)
    }
}
