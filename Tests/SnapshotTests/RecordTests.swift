import Foundation
import Raster
import Testing
@testable import Snapshot

@Suite struct RecordTests {
    /// Records `Fixtures.standardScenes`, then returns the scenes with banner/outline changed by
    /// 2 pixels (within a 2-pixel tolerance) and toggle/on by 6 pixels.
    private func recordThenChange(_ scratch: ScratchFolder) throws -> [SnapshotScene] {
        _ = try Record.run(Fixtures.selection(Fixtures.standardScenes), options: scratch.recordOptions())
        return [Fixtures.scene("banner/solid"), Fixtures.scene("banner/outline", marks: 5), Fixtures.scene("toggle/on", marks: 11)]
    }

    private func fileStatuses(_ scratch: ScratchFolder) -> [String: FileStatus] {
        Dictionary(uniqueKeysWithValues: scratch.files(under: scratch.goldens).map { ($0, FileStatus(scratch.goldens + "/" + $0)!) })
    }

    private func changedFiles(_ before: [String: FileStatus], _ after: [String: FileStatus]) -> Set<String> {
        Set(after.keys.filter { before[$0] != after[$0] }.map { String($0.split(separator: "/")[0...1].joined(separator: "/")) })
    }

    @Test func modeMissingWritesOnlyMissingGoldens() throws {
        let scratch = ScratchFolder()
        let changed = try recordThenChange(scratch)
        try FileManager.default.removeItem(atPath: scratch.goldens + "/banner/solid/ipad-mini.large.dark@1x.png")
        let before = fileStatuses(scratch)
        let outcome = try Record.run(Fixtures.selection(changed), options: scratch.recordOptions(.missing))
        #expect(outcome.results.filter { $0.action == .created }.map(\.key) == ["banner/solid/ipad-mini.large.dark@1x"])
        #expect(outcome.results.count { $0.action == .kept } == 29)
        #expect(changedFiles(before, fileStatuses(scratch)) == ["banner/solid"])
        #expect(outcome.text.hasPrefix("record (mode missing): 30 snapshots: 1 created, 0 updated, 0 unchanged, 29 kept, 0 error"))
    }

    @Test func modeFailedRewritesGoldensOutsideTolerance() throws {
        let scratch = ScratchFolder()
        let changed = try recordThenChange(scratch)
        let before = fileStatuses(scratch)
        var options = scratch.recordOptions(.failed)
        options.tolerance.maxDiffPixels = 2
        let outcome = try Record.run(Fixtures.selection(changed), options: options)
        #expect(outcome.results.filter { $0.action == .updated }.allSatisfy { $0.key.hasPrefix("toggle/on/") })
        #expect(outcome.results.count { $0.action == .updated } == Fixtures.snapshotsPerScene)
        #expect(changedFiles(before, fileStatuses(scratch)) == ["toggle/on"])
        #expect(try Verify.run(Fixtures.selection([changed[2]]), options: scratch.verifyOptions()).report.passed)
    }

    @Test func modeAllRewritesEveryChangedGoldenAndNoOther() throws {
        let scratch = ScratchFolder()
        let changed = try recordThenChange(scratch)
        let before = fileStatuses(scratch)
        let outcome = try Record.run(Fixtures.selection(changed), options: scratch.recordOptions(.all))
        #expect(outcome.results.count { $0.action == .updated } == 2 * Fixtures.snapshotsPerScene)
        #expect(outcome.results.count { $0.action == .unchanged } == Fixtures.snapshotsPerScene)
        // Unchanged goldens keep their inode and mtime: they were not rewritten.
        #expect(changedFiles(before, fileStatuses(scratch)) == ["banner/outline", "toggle/on"])
        #expect(try Verify.run(Fixtures.selection(changed), options: scratch.verifyOptions()).report.passed)
    }

    @Test func aRenderThatFailsMidwayLeavesEveryGoldenWhole() throws {
        let scratch = ScratchFolder()
        let scenes = [Fixtures.scene("a/b"), Fixtures.scene("c/d")]
        _ = try Record.run(Fixtures.selection(scenes), options: scratch.recordOptions())
        let before = scratch.goldenBytes()
        // Half of a/b's renders now throw; c/d's renders all change.
        let broken = [Fixtures.failingInDark("a/b"), Fixtures.scene("c/d", marks: 9)]
        let outcome = try Record.run(Fixtures.selection(broken), options: scratch.recordOptions(.all))
        #expect(outcome.hasErrors)
        #expect(outcome.text.contains("ERROR a/b/ipad-mini.large.dark@1x: rendering failed: cannot draw <dark> & fail"))
        let after = scratch.goldenBytes()
        // The same files, none hidden or temporary; a/b's byte for byte as before; each one decodes.
        #expect(after.keys.sorted() == before.keys.sorted())
        for (path, bytes) in after {
            if path.hasPrefix("a/b/") { #expect(bytes == before[path]) }
            #expect(throws: Never.self) { try PNG.decode([UInt8](bytes)) }
        }
        #expect(after.keys.filter { $0.hasPrefix("c/d/") }.allSatisfy { after[$0] != before[$0] })
    }

    @Test func recordingInCIIsRefusedUnlessForced() throws {
        let scratch = ScratchFolder()
        var options = scratch.recordOptions()
        options.environment = ["CI": "true"]
        #expect(throws: SnapshotError.recordingInCI) {
            try Record.run(Fixtures.selection(Fixtures.standardScenes), options: options)
        }
        #expect(scratch.files(under: scratch.goldens).isEmpty)
        options.force = true
        #expect(try Record.run(Fixtures.selection(Fixtures.standardScenes), options: options).results.count == 30)
        #expect(Record.isCI(["CI": "1"]) && !Record.isCI(["CI": "false"]) && !Record.isCI([:]))
    }

    @Test func verifyNeverWritesGoldens() throws {
        let scratch = ScratchFolder()
        _ = try Record.run(Fixtures.selection([Fixtures.scene("a/b")]), options: scratch.recordOptions())
        let before = scratch.goldenBytes()
        _ = try Verify.run(Fixtures.selection([Fixtures.scene("a/b", marks: 4), Fixtures.scene("e/f")]), options: scratch.verifyOptions())
        #expect(scratch.goldenBytes() == before)
    }
}
