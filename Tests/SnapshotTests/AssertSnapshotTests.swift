import Foundation
import Raster
import SnapTestSupport
import SnapUI
import Testing
import ViewSnapshots
@testable import NHSSnapTesting
@testable import Snapshot

@Suite struct AssertSnapshotTests {
    static let matrix = SnapshotMatrix(devices: [.iPhoneSE], textSizes: [.large], schemes: [.light, .dark], maximumScale: 1)

    /// Records the goldens of `scene` in the flat layout assertSnapshot uses.
    private func record(_ scene: SnapshotScene, in folder: String) throws {
        let recorder = SnapshotRecorder(comparer: SnapshotComparer(goldens: try SafeFolder(folder), layout: .flat), mode: .missing)
        for configuration in Self.matrix.configurations {
            var times = PhaseTimes()
            _ = try recorder.record(PlannedSnapshot(scene: scene, configuration: configuration), times: &times)
        }
    }

    @Test func aMatchingSnapshotRecordsNoIssue() throws {
        let scratch = ScratchFolder()
        let scene = Fixtures.scene("dot")
        try record(scene, in: scratch.goldens)
        #expect(scratch.files(under: scratch.goldens) == ["dot.iphone-se.large.dark@1x.png", "dot.iphone-se.large.light@1x.png"])
        assertSnapshot(named: "dot", matrix: Self.matrix, goldens: scratch.goldens, render: scene.render)
    }

    @Test func aDifferingSnapshotRecordsAnIssueWithFiguresAndArtefacts() throws {
        let scratch = ScratchFolder()
        try record(Fixtures.scene("dot"), in: scratch.goldens)
        let changed = Fixtures.scene("dot", marks: 4)
        withKnownIssue {
            assertSnapshot(named: "dot", matrix: Self.matrix, goldens: scratch.goldens, render: changed.render)
        } matching: { issue in
            let text = issue.comments.map(\.rawValue).joined()
            return text.hasPrefix("Snapshot 'dot' iphone-se.large.") && text.contains(": 3 of 185 pixels differ")
                && text.contains("\n  expected: ") && text.contains("\n  actual: ") && text.contains("\n  diff: ")
                && text.contains(".diff.png") && issue.sourceLocation?.fileName == "AssertSnapshotTests.swift"
        }
    }

    /// assertSnapshot of the scene `fresh` into `scratch`, reading `environment` as the process's.
    private func assertFresh(_ scratch: ScratchFolder, environment: [String: String]) {
        assertSnapshot(
            named: "fresh", as: .image, matrix: Self.matrix, goldens: scratch.goldens, tolerance: Tolerance(),
            location: CallLocation(fileID: #fileID, file: #filePath, line: #line, column: #column),
            processEnvironment: environment.merging(["NHS_SNAP_ARTEFACTS": scratch.artefacts]) { $1 },
            value: Fixtures.scene("fresh").render)
    }

    @Test func aMissingGoldenIsAnIssueEvenWhenRecorded() throws {
        let scratch = ScratchFolder()
        let goldens = scratch.goldens
        let light = "\(goldens)/fresh.iphone-se.large.light@1x.png"
        withKnownIssue {
            assertFresh(scratch, environment: [:])
        } matching: { issue in
            let text = issue.comments.map(\.rawValue).joined()
            return text.contains("no golden at \(goldens)/fresh.iphone-se.large.")
                && text.contains("; recorded \(goldens)/fresh.iphone-se.large.") && text.contains(" (NHS_SNAP_RECORD=missing): check it, then run again")
        }
        #expect(scratch.files(under: goldens) == ["fresh.iphone-se.large.dark@1x.png", "fresh.iphone-se.large.light@1x.png"])
        #expect(try PNG.read(path: light) == Fixtures.scene("fresh").render(Self.matrix.configurations.first { $0.scheme == .light }!))
        // Recorded, it matches on the next run.
        assertFresh(scratch, environment: [:])
    }

    @Test func inCIAMissingGoldenIsOnlyReported() throws {
        let scratch = ScratchFolder()
        let goldens = scratch.goldens
        withKnownIssue {
            assertFresh(scratch, environment: ["CI": "true"])
        } matching: { issue in
            let text = issue.comments.map(\.rawValue).joined()
            return text.contains("no golden at \(goldens)/fresh.iphone-se.large.") && !text.contains("recorded")
        }
        #expect(scratch.files(under: goldens).isEmpty)
    }

    @Test func aSnapUIViewIsRenderedWithTheSameEngine() throws {
        let scratch = ScratchFolder()
        let view = Color.red.frame(width: 20, height: 10)
        let expected = try render(view, options: RenderOptions(Self.matrix.configurations[0].settings, fonts: bundledFonts)).image
        try record(SnapshotScene("box") { _ in expected }, in: scratch.goldens)
        // Only the light golden exists, as the view's; the dark one is missing.
        try FileManager.default.removeItem(atPath: scratch.goldens + "/box.iphone-se.large.dark@1x.png")
        withKnownIssue {
            assertSnapshot(of: view, as: .image, named: "box", matrix: Self.matrix, goldens: scratch.goldens)
        } matching: { issue in
            issue.comments.map(\.rawValue).joined().contains("iphone-se.large.dark@1x, image: no golden")
        }
    }

    @Test func recordingFollowsTheEnvironment() throws {
        #expect(try SnapshotRecording(environment: [:]) == .missing)
        #expect(try SnapshotRecording(environment: ["CI": "true"]) == .never)
        #expect(try SnapshotRecording(environment: ["CI": "true", "NHS_SNAP_RECORD": "FAILED"]) == .failed)
        #expect(throws: SnapshotError.self) { try SnapshotRecording(environment: ["NHS_SNAP_RECORD": "sometimes"]) }
        func result(_ status: SnapshotResult.Status) -> SnapshotResult {
            SnapshotResult(key: "k", sceneID: "s", configuration: "c", status: status, golden: "g")
        }
        #expect(SnapshotRecording.missing.mode(for: result(.differing)) == nil)
        #expect(SnapshotRecording.missing.mode(for: result(.missing)) == .missing)
        #expect(SnapshotRecording.failed.mode(for: result(.differing)) == .failed)
        #expect(SnapshotRecording.all.mode(for: result(.matched)) == .all)
        #expect(SnapshotRecording.never.mode(for: result(.missing)) == nil)
    }
}
