import AccessibilityAudit
import Foundation
import Raster
import Testing
@testable import Snapshot

/// verify and record with scenes that carry a VoiceOver transcript and audit findings.
@Suite struct AccessibilityVerifyTests {
    /// A scene drawing a plain image, reading `transcript`, with `findings` (waived when `waiver` is set).
    static func scene(_ id: String, transcript: String = "Done, button\n", finding: Bool = false, waiver: String? = nil) -> SnapshotScene {
        SnapshotScene(id) { configuration in
            let image = Bitmap(width: 10, height: 10, fill: configuration.scheme == .light ? .white : .black)
            let findings = finding
                ? [AuditFinding(rule: "text-contrast", element: "text \"Done\"", frame: Rect(x: 1, y: 2, width: 5, height: 4),
                                figure: "2.29:1 (#ffffff on #00c55f), needs 3.00:1", waiver: waiver)]
                : []
            return SceneRendering(image: image, transcript: transcript, findings: findings)
        }
    }

    @Test func recordWritesTheTranscriptInTheScenesFolder() throws {
        let scratch = ScratchFolder()
        let outcome = try Record.run(Fixtures.selection([Self.scene("toolbar/done")]), options: scratch.recordOptions())
        let files = scratch.files(under: scratch.goldens)
        #expect(files.contains("toolbar/done/iphone-se.large.light@1x.png"))
        #expect(files.filter { $0.hasSuffix(".txt") } == ["toolbar/done/transcript.txt"])
        #expect(try String(contentsOfFile: scratch.goldens + "/toolbar/done/transcript.txt", encoding: .utf8) == "Done, button\n")
        #expect(outcome.text.hasSuffix("\ncreated \(scratch.goldens)/toolbar/done/transcript.txt"))
        #expect(try Verify.run(Fixtures.selection([Self.scene("toolbar/done")]), options: scratch.verifyOptions()).report.passed)
    }

    @Test func aMissingTranscriptIsRecordedInModeMissingWithoutTouchingTheImage() throws {
        let scratch = ScratchFolder()
        let selection = try Fixtures.selection([Self.scene("toolbar/done")])
        _ = try Record.run(selection, options: scratch.recordOptions())
        let txt = scratch.goldens + "/toolbar/done/transcript.txt"
        try FileManager.default.removeItem(atPath: txt)
        let verify = try Verify.run(selection, options: scratch.verifyOptions())
        #expect(verify.report.failures.count == Fixtures.snapshotsPerScene)
        #expect(verify.text.contains("pixels match; no transcript golden at \(txt)"))
        let again = try Record.run(selection, options: scratch.recordOptions())
        #expect(again.results.filter { $0.transcript != nil }.count == Fixtures.snapshotsPerScene)
        #expect(again.transcripts.map(\.description) == ["created \(txt)"])
        #expect(again.results.allSatisfy { $0.action == .kept || $0.action == .unchanged })
        #expect(FileManager.default.fileExists(atPath: txt))
    }

    @Test func aChangedTranscriptFailsWithATextDiffEvenWhenNoPixelChanged() throws {
        let scratch = ScratchFolder()
        _ = try Record.run(Fixtures.selection([Self.scene("toolbar/done")]), options: scratch.recordOptions())
        let changed = try Fixtures.selection([Self.scene("toolbar/done", transcript: "Done, button, Books the appointment\n")])
        let outcome = try Verify.run(changed, options: scratch.verifyOptions())
        #expect(outcome.report.failures.count == Fixtures.snapshotsPerScene)
        let first = try #require(outcome.report.failures.first)
        #expect(first.status == .matched)
        #expect(first.transcript?.diff == ["- Done, button", "+ Done, button, Books the appointment"])
        #expect(outcome.text.contains("     transcript - Done, button\n     transcript + Done, button, Books the appointment"))
        let html = try String(contentsOfFile: scratch.artefacts + "/index.html", encoding: .utf8)
        #expect(html.contains("<span class=\"added\">+ Done, button, Books the appointment</span>"))
        // Recording in mode failed updates the transcript, and verify passes again.
        let record = try Record.run(changed, options: scratch.recordOptions(.failed))
        #expect(record.results.allSatisfy { $0.transcript != nil && $0.action == .unchanged })
        #expect(record.transcripts.map(\.description) == ["updated \(scratch.goldens)/toolbar/done/transcript.txt"])
        #expect(try Verify.run(changed, options: scratch.verifyOptions()).report.passed)
    }

    @Test func anUnwaivedFindingFailsVerifyAndIsDrawnOverTheImage() throws {
        let scratch = ScratchFolder()
        let selection = try Fixtures.selection([Self.scene("toolbar/done", finding: true)])
        _ = try Record.run(selection, options: scratch.recordOptions())
        var options = scratch.verifyOptions()
        options.junit = scratch.path + "/junit.xml"
        let outcome = try Verify.run(selection, options: options)
        #expect(!outcome.report.passed)
        let first = try #require(outcome.report.failures.first)
        #expect(first.summary == "\(first.key): pixels match; 1 accessibility finding")
        #expect(outcome.text.contains(
            "     audit text-contrast: text \"Done\" at x 1-6, y 2-6 pt: 2.29:1 (#ffffff on #00c55f), needs 3.00:1"))
        #expect(outcome.report.countsLine.hasSuffix("; 10 failing the accessibility audit"))
        // The actual image is written for the report to draw the finding over, at its place in points.
        let actual = try #require(first.artefacts?.actual)
        #expect(FileManager.default.fileExists(atPath: scratch.artefacts + "/" + actual))
        let html = try String(contentsOfFile: scratch.artefacts + "/index.html", encoding: .utf8)
        #expect(html.contains("<div class=\"finding\" style=\"left: 10.0%; top: 20.0%; width: 50.0%; height: 40.0%\""))
        let junit = try String(contentsOfFile: scratch.path + "/junit.xml", encoding: .utf8)
        #expect(junit.contains("failures=\"10\""))
        #expect(junit.contains("type=\"accessibility\""))
        #expect(junit.contains("audit: text-contrast: text &quot;Done&quot;"))
    }

    @Test func aWaivedFindingPassesAndTheReportShowsTheReason() throws {
        let scratch = ScratchFolder()
        let selection = try Fixtures.selection([Self.scene("toolbar/done", finding: true, waiver: "iOS draws it")])
        _ = try Record.run(selection, options: scratch.recordOptions())
        let outcome = try Verify.run(selection, options: scratch.verifyOptions())
        #expect(outcome.report.passed)
        let html = try String(contentsOfFile: scratch.artefacts + "/index.html", encoding: .utf8)
        #expect(html.contains("toolbar/done: text-contrast waived: iOS draws it (10 findings)"))
        let results = try String(contentsOfFile: scratch.artefacts + "/results.json", encoding: .utf8)
        #expect(results.contains("\"waiver\" : \"iOS draws it\""))
    }

    @Test func auditAloneReadsNoGoldens() throws {
        let outcome = try AuditSnapshots.run(Fixtures.selection([Self.scene("toolbar/done", finding: true), Self.scene("toolbar/back")]))
        #expect(!outcome.passed)
        #expect(outcome.text.hasSuffix("20 snapshots audited: 10 failing; 10 findings, 0 waived"))
        #expect(outcome.text.hasPrefix("FAIL toolbar/done/"))
        let waived = try AuditSnapshots.run(Fixtures.selection([Self.scene("toolbar/done", finding: true, waiver: "iOS draws it")]))
        #expect(waived.passed)
        #expect(waived.text.contains("(waived: iOS draws it)"))
    }

    @Test func transcriptsNoSceneReadsAreOrphansThatPruneRemoves() throws {
        let scratch = ScratchFolder()
        _ = try Record.run(Fixtures.selection([Self.scene("toolbar/done"), Self.scene("toolbar/back")]), options: scratch.recordOptions())
        let remaining = try Fixtures.selection([Self.scene("toolbar/done")])
        let orphans = remaining.orphans(in: try SafeFolder(scratch.goldens).contents())
        #expect(orphans.count == Fixtures.snapshotsPerScene + 1)
        #expect(orphans.contains("toolbar/back/transcript.txt"))
        #expect(orphans.contains("toolbar/back/iphone-se.large.light@1x.png"))
        _ = try Prune.run(remaining, goldens: scratch.goldens)
        #expect(scratch.files(under: scratch.goldens).allSatisfy { $0.hasPrefix("toolbar/done/") })
        // A scene without transcripts (an image scene) leaves its .txt goldens orphaned.
        let imageOnly = try Fixtures.selection([Fixtures.scene("toolbar/done")])
        #expect(imageOnly.orphans(in: try SafeFolder(scratch.goldens).contents()).allSatisfy { $0.hasSuffix(".txt") })
    }

    @Test func transcriptDiffs() {
        #expect(TextDiff.lines(from: "a\nb\nc\n", to: "a\nc\nd\n") == ["- b", "+ d"])
        #expect(TextDiff.lines(from: "", to: "a\n") == ["+ a"])
        #expect(TextDiff.lines(from: "b\na\n", to: "a\nb\n") == ["- b", "+ b"])
    }
}
