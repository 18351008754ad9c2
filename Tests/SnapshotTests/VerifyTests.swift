import Foundation
import Raster
import Testing
@testable import Snapshot

@Suite struct VerifyTests {
    @Test func missingGoldensFailAndAreNeverRecorded() throws {
        let scratch = ScratchFolder()
        let outcome = try Verify.run(Fixtures.selection(Fixtures.standardScenes), options: scratch.verifyOptions())
        #expect(!outcome.report.passed)
        #expect(outcome.report.count(.missing) == 3 * Fixtures.snapshotsPerScene)
        #expect(outcome.text.hasPrefix("30 snapshots: 0 matched, 0 differing, 30 missing; 0 orphaned goldens"))
        #expect(scratch.files(under: scratch.goldens).isEmpty)
        // The actual image of a missing golden is there to review.
        let actual = try #require(outcome.report.results.first?.artefacts?.actual)
        #expect(FileManager.default.fileExists(atPath: scratch.artefacts + "/" + actual))
    }

    @Test func recordedGoldensMatchWithoutAnyArtefact() throws {
        let scratch = ScratchFolder()
        let selection = try Fixtures.selection(Fixtures.standardScenes)
        _ = try Record.run(selection, options: scratch.recordOptions())
        #expect(scratch.files(under: scratch.goldens).contains("banner/solid/iphone-se.large.light@1x.png"))
        let outcome = try Verify.run(selection, options: scratch.verifyOptions())
        #expect(outcome.report.passed)
        #expect(outcome.report.count(.matched) == 30)
        #expect(scratch.files(under: scratch.artefacts) == ["index.html", "results.json"])
    }

    @Test func aChangeInOneSceneFailsExactlyThatScene() throws {
        let scratch = ScratchFolder()
        _ = try Record.run(Fixtures.selection(Fixtures.standardScenes), options: scratch.recordOptions())
        var changed = Fixtures.standardScenes
        changed[1] = Fixtures.scene("banner/outline", marks: 7)  // 4 more pixels than recorded
        let outcome = try Verify.run(Fixtures.selection(changed), options: scratch.verifyOptions())
        let failures = outcome.report.failures
        #expect(failures.count == Fixtures.snapshotsPerScene)
        #expect(failures.allSatisfy { $0.sceneID == "banner/outline" && $0.status == .differing && $0.differingPixels == 4 })
        let first = failures[0]
        #expect(outcome.text.contains("FAIL \(first.key): 4 of \(first.totalPixels!) pixels differ"))
        for path in try #require(first.artefacts).all {
            #expect(outcome.text.contains(scratch.artefacts + "/" + path))
            #expect(FileManager.default.fileExists(atPath: scratch.artefacts + "/" + path))
        }
        #expect(first.artefacts?.all.count == 3)
    }

    @Test func toleranceAllowsDifferingPixelsUpToTheLimit() throws {
        let scratch = ScratchFolder()
        _ = try Record.run(Fixtures.selection([Fixtures.scene("a/b", marks: 1)]), options: scratch.recordOptions())
        let changed = [Fixtures.scene("a/b", marks: 4)]  // 3 pixels differ
        var options = scratch.verifyOptions()
        options.tolerance.maxDiffPixels = 2
        #expect(try !Verify.run(Fixtures.selection(changed), options: options).report.passed)
        options.tolerance.maxDiffPixels = 3
        #expect(try Verify.run(Fixtures.selection(changed), options: options).report.passed)
        // A scene's own tolerance wins over the run's.
        let lenient = [Fixtures.scene("a/b", marks: 4, tolerance: Tolerance(maxDiffPixels: 3))]
        #expect(try Verify.run(Fixtures.selection(lenient), options: scratch.verifyOptions()).report.passed)
    }

    @Test func aDifferentSizeIsADifference() throws {
        let scratch = ScratchFolder()
        _ = try Record.run(Fixtures.selection([Fixtures.scene("a/b")]), options: scratch.recordOptions())
        let taller = SnapshotScene("a/b") { configuration in try Fixtures.scene("a/b").render(configuration).padded() }
        var options = scratch.verifyOptions()
        options.tolerance.maxDiffRatio = 1
        let outcome = try Verify.run(Fixtures.selection([taller]), options: options)
        #expect(outcome.report.count(.differing) == Fixtures.snapshotsPerScene)
        #expect(outcome.report.results.allSatisfy { $0.sizeMismatch?.hasPrefix("expected ") == true })
    }

    @Test func renderErrorsFailTheirSnapshotsOnly() throws {
        let scratch = ScratchFolder()
        let scenes = [Fixtures.failingInDark("a/b"), Fixtures.scene("c/d")]
        _ = try Record.run(Fixtures.selection(scenes), options: scratch.recordOptions())
        let outcome = try Verify.run(Fixtures.selection(scenes), options: scratch.verifyOptions())
        #expect(outcome.report.count(.error) == Fixtures.snapshotsPerScene / 2)
        #expect(outcome.report.count(.matched) == Fixtures.snapshotsPerScene * 3 / 2)
    }

    @Test func resultsDoNotDependOnTheNumberOfJobs() throws {
        let scratch = ScratchFolder()
        let scenes = (0..<8).map { Fixtures.scene("c/s\($0)", marks: $0) }
        _ = try Record.run(Fixtures.selection(scenes), options: scratch.recordOptions())
        let changed = (0..<8).map { Fixtures.scene("c/s\($0)", marks: $0 % 3 == 0 ? $0 + 2 : $0) }
        let single = try Verify.run(Fixtures.selection(changed), options: scratch.verifyOptions(jobs: 1))
        let results = try Data(contentsOf: URL(fileURLWithPath: scratch.artefacts + "/results.json"))
        let page = try String(contentsOfFile: scratch.artefacts + "/index.html", encoding: .utf8)
        let many = try Verify.run(Fixtures.selection(changed), options: scratch.verifyOptions(jobs: 6))
        #expect(single.report == many.report)
        #expect(single.text == many.text)
        #expect(try Data(contentsOf: URL(fileURLWithPath: scratch.artefacts + "/results.json")) == results)
        #expect(try String(contentsOfFile: scratch.artefacts + "/index.html", encoding: .utf8) == page)
    }

    @Test func orphansAreListedAndPruneRemovesThemAndNoOtherFile() throws {
        let scratch = ScratchFolder()
        _ = try Record.run(Fixtures.selection(Fixtures.standardScenes), options: scratch.recordOptions())
        // Files that are not PNGs, and hidden files, stay (PNGs that are not goldens are strays: StrayFileTests).
        let foreign = ["README.md", "banner/solid/notes.txt", ".gitattributes", "banner/.DS_Store"]
        for path in foreign {
            try FileManager.default.createDirectory(atPath: scratch.goldens + "/" + (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            #expect(FileManager.default.createFile(atPath: scratch.goldens + "/" + path, contents: Data("x".utf8)))
        }
        let remaining = Array(Fixtures.standardScenes.dropFirst())  // banner/outline and toggle/on; banner/solid is gone
        let outcome = try Verify.run(Fixtures.selection(remaining), options: scratch.verifyOptions())
        #expect(outcome.report.passed)
        #expect(outcome.report.orphans.count == Fixtures.snapshotsPerScene)
        #expect(outcome.report.orphans.allSatisfy { $0.hasPrefix("banner/solid/") && $0.hasSuffix("@1x.png") })
        #expect(outcome.text.contains("ORPHAN \(scratch.goldens)/banner/solid/iphone-se.large.light@1x.png"))

        let dryRun = try Prune.run(Fixtures.selection(remaining), goldens: scratch.goldens, dryRun: true)
        #expect(dryRun.removed.count == Fixtures.snapshotsPerScene)
        #expect(scratch.files(under: scratch.goldens).count == 30 + foreign.count)

        let pruned = try Prune.run(Fixtures.selection(remaining), goldens: scratch.goldens)
        #expect(pruned.removed == outcome.report.orphans.map { scratch.goldens + "/" + $0 })
        #expect(pruned.text.contains("removed \(scratch.goldens)/banner/solid/iphone-se.large.light@1x.png"))
        let left = scratch.files(under: scratch.goldens)
        #expect(left.count == 20 + foreign.count)
        #expect(Set(foreign).isSubset(of: left))
        #expect(try Verify.run(Fixtures.selection(remaining), options: scratch.verifyOptions()).report.orphans.isEmpty)
    }

    @Test func staleArtefactsOfAPreviousRunAreRemoved() throws {
        let scratch = ScratchFolder()
        let first = try Verify.run(Fixtures.selection([Fixtures.scene("a/b")]), options: scratch.verifyOptions())
        #expect(first.report.count(.missing) == Fixtures.snapshotsPerScene)
        _ = try Record.run(Fixtures.selection([Fixtures.scene("a/b")]), options: scratch.recordOptions())
        _ = try Verify.run(Fixtures.selection([Fixtures.scene("a/b")]), options: scratch.verifyOptions())
        #expect(scratch.files(under: scratch.artefacts) == ["index.html", "results.json"])
    }
}

extension Bitmap {
    /// The image with one more transparent row at the bottom.
    func padded() -> Bitmap {
        Bitmap(width: width, height: height + 1, pixels: pixels + [UInt8](repeating: 0, count: width * 4))!
    }
}
