import Foundation
import Raster
import SnapUI
import Testing
@testable import NHSSnapTesting
@testable import Snapshot

/// The comparison core: exact by default in verify, record and assertSnapshot alike, a tolerance
/// only when asked for, and failures that say how they differ.
@Suite struct ComparisonCoreTests {
    /// `Fixtures.scene` with its marks one level bluer: a change no threshold of pixelmatch's
    /// old default (0.01) would count.
    static func oneLevelBluer(_ id: String) -> SnapshotScene {
        Fixtures.scene(id, colour: RGBA(r: 0, g: 94, b: 185))
    }

    @Test func aOneLevelChangeFailsVerifyAndRecordFailedByDefault() throws {
        let scratch = ScratchFolder()
        _ = try Record.run(Fixtures.selection([Fixtures.scene("a/b")]), options: scratch.recordOptions())
        let changed = try Fixtures.selection([Self.oneLevelBluer("a/b")])

        let verified = try Verify.run(changed, options: scratch.verifyOptions())
        #expect(verified.report.count(.differing) == Fixtures.snapshotsPerScene)
        let first = try #require(verified.report.failures.first)
        #expect(first.detail == "1 of \(first.totalPixels!) pixels differ in x 0-1, y 0-1 pt; largest channel difference 1")
        #expect(first.changedArea == SnapshotResult.Area(x: 0, y: 0, width: 1, height: 1))

        // Pixelmatch's old default lets it through.
        var lenient = scratch.verifyOptions()
        lenient.tolerance = Tolerance(threshold: 0.01, ignoresAntialiasing: true)
        #expect(try Verify.run(changed, options: lenient).report.passed)

        var failed = scratch.recordOptions(.failed)
        #expect(try Record.run(changed, options: failed).results.allSatisfy { $0.action == .updated })
        failed.tolerance = Tolerance(threshold: 0.01)
        #expect(try Record.run(try Fixtures.selection([Fixtures.scene("a/b")]), options: failed).results.allSatisfy { $0.action == .unchanged })
        #expect(try Verify.run(changed, options: scratch.verifyOptions()).report.passed)
    }

    @Test func aOneLevelChangeFailsAssertSnapshot() throws {
        let scratch = ScratchFolder()
        let matrix = AssertSnapshotTests.matrix
        let recorder = SnapshotRecorder(comparer: SnapshotComparer(goldens: try SafeFolder(scratch.goldens), layout: .flat), mode: .missing)
        var times = PhaseTimes()
        for configuration in matrix.configurations {
            _ = try recorder.record(PlannedSnapshot(scene: Fixtures.scene("dot"), configuration: configuration), times: &times)
        }
        withKnownIssue {
            assertSnapshot(named: "dot", matrix: matrix, goldens: scratch.goldens, render: Self.oneLevelBluer("dot").render)
        } matching: { issue in
            issue.comments.map(\.rawValue).joined().contains(": 1 of 185 pixels differ in x 0-1, y 0-1 pt; largest channel difference 1")
        }
        assertSnapshot(
            named: "dot", matrix: matrix, goldens: scratch.goldens, tolerance: Tolerance(maxDiffPixels: 1),
            render: Self.oneLevelBluer("dot").render)
    }

    @Test func withinToleranceIsAMatchWithItsFiguresAndNoArtefacts() throws {
        let scratch = ScratchFolder()
        _ = try Record.run(Fixtures.selection([Fixtures.scene("a/b", marks: 1)]), options: scratch.recordOptions())
        var options = scratch.verifyOptions()
        options.tolerance.maxDiffPixels = 3
        let outcome = try Verify.run(Fixtures.selection([Fixtures.scene("a/b", marks: 4)]), options: options)
        #expect(outcome.report.passed)
        #expect(outcome.report.results.allSatisfy { $0.differingPixels == 3 && $0.detail == "matched" && $0.artefacts == nil })
        #expect(scratch.files(under: scratch.artefacts) == ["index.html", "results.json"])
    }

    @Test func pixelmatchCountsOnlyWhenTheToleranceAsksForIt() throws {
        // A shifted anti-aliased edge: every edge pixel changes; pixelmatch takes them for anti-aliasing.
        func edge(_ level: UInt8) -> Bitmap {
            var image = Bitmap(width: 32, height: 24, fill: .white)
            for y in 0..<24 {
                for x in 0..<10 { image[x, y] = .black }
                image[10, y] = RGBA(r: level, g: level, b: level)
            }
            return image
        }
        let snapshot = PlannedSnapshot(scene: Fixtures.scene("a/b"), configuration: Fixtures.matrix.configurations[0])
        func compare(_ tolerance: Tolerance) -> SnapshotComparison {
            SnapshotComparison(
                snapshot: snapshot, golden: GoldenFile(components: ["x.png"], path: "x.png"), tolerance: tolerance,
                actual: edge(64), expected: Golden(bytes: [], image: edge(128)))
        }
        let exact = compare(.exact)
        guard case .compared(_, _, let exactDifference?) = exact.outcome else { Issue.record("no difference"); return }
        #expect(exactDifference.countedPixels == 24 && exactDifference.ignoredAntialiasedPixels == 0)
        #expect(!exact.matches)
        #expect(try #require(exact.diffImage())[10, 3] == RGBA(r: 255, g: 0, b: 0))

        let aware = compare(Tolerance(ignoresAntialiasing: true))
        guard case .compared(_, _, let awareDifference?) = aware.outcome else { Issue.record("no difference"); return }
        #expect(awareDifference.countedPixels == 0 && awareDifference.ignoredAntialiasedPixels == 24)
        #expect(awareDifference.changes == exactDifference.changes)
        #expect(aware.matches)
        // Pixelmatch's own picture: anti-aliasing in yellow.
        #expect(try #require(aware.diffImage())[10, 3] == RGBA(r: 255, g: 255, b: 0))

        var result = SnapshotResult(key: "k", sceneID: "a/b", configuration: "c", status: .differing, golden: "g")
        result.describe(awareDifference, comparedPixels: 768, scale: 2)
        #expect(result.detail == "0 of 768 pixels differ in x 5-5.5, y 0-12 pt; largest channel difference 64; 24 anti-aliased pixels ignored")
    }

    @Test func identicalImagesHaveNoDifferenceAndNoDiffImage() {
        let image = Bitmap(width: 3, height: 2, fill: .white)
        let comparison = SnapshotComparison(
            snapshot: PlannedSnapshot(scene: Fixtures.scene("a/b"), configuration: Fixtures.matrix.configurations[0]),
            golden: GoldenFile(components: ["x.png"], path: "x.png"), tolerance: .exact, actual: image,
            expected: Golden(bytes: [], image: image))
        #expect(comparison.matches && !comparison.pixelsChanged)
        #expect(comparison.diffImage() == nil)
    }

    @Test func theReportSaysHowAFailureDiffers() throws {
        let scratch = ScratchFolder()
        _ = try Record.run(Fixtures.selection([Fixtures.scene("a/b", marks: 1)]), options: scratch.recordOptions())
        let taller = SnapshotScene("a/b") { configuration in try Fixtures.scene("a/b").render(configuration).padded() }
        _ = try Verify.run(Fixtures.selection([Fixtures.scene("a/b", marks: 4)]), options: scratch.verifyOptions())
        let page = try String(contentsOfFile: scratch.artefacts + "/index.html", encoding: .utf8)
        #expect(page.contains("<dt>Differing pixels</dt><dd>3 of 185</dd>"))
        #expect(page.contains("<dt>Changed area</dt><dd>x 1-4, y 0-1 pt (3 x 1 pt)</dd>"))
        #expect(page.contains("<dt>Largest channel difference</dt><dd>255 of 255</dd>"))
        #expect(page.contains("<dt>Size</dt><dd>unchanged</dd>"))
        let json = try String(contentsOfFile: scratch.artefacts + "/results.json", encoding: .utf8)
        #expect(json.contains("\"largestChannelDifference\" : 255"))
        #expect(json.contains("\"changedArea\" : {"))

        _ = try Verify.run(Fixtures.selection([taller]), options: scratch.verifyOptions())
        let resized = try String(contentsOfFile: scratch.artefacts + "/index.html", encoding: .utf8)
        #expect(resized.contains("<dt>Size</dt><dd>changed: expected 37x5, actual 37x6 pixels</dd>"))
        #expect(resized.contains("size changed (expected 37x5, actual 37x6); the overlapping pixels are the same"))
    }

    @Test func pointsAreShownWithAtMostTwoDecimals() {
        #expect(SnapshotResult.Area.points(12) == "12")
        #expect(SnapshotResult.Area.points(12.5) == "12.5")
        #expect(SnapshotResult.Area.points(1.0 / 3) == "0.33")
        #expect(SnapshotResult.Area.points(7.05) == "7.05")
        #expect(SnapshotResult.Area(x: 0.5, y: 1, width: 2, height: 1.0 / 3).description == "x 0.5-2.5, y 1-1.33 pt")
    }
}
