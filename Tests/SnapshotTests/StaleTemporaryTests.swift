import Foundation
import SnapSupport
import Testing
@testable import Snapshot

/// The temporaries an interrupted `record` leaves beside goldens: AtomicFile names them
/// `.<golden>.tmp-<pid>-<random>`; verify warns of the stale ones and prune removes them.
@Suite struct StaleTemporaryTests {
    /// A process id no process can have: Linux's pid_max is at most 2^22 (4194304).
    static let goneProcess = 999_999_999

    @Test func namesAreAtomicFilesShapeExactly() {
        let temporary = AtomicFile.temporary(named: ".iphone-se.large.light@1x.png.tmp-4242-3735928559")
        #expect(temporary?.fileName == "iphone-se.large.light@1x.png" && temporary?.processID == 4242)
        for name in [
            "iphone-se.large.light@1x.png.tmp-4242-1",  // not hidden
            ".iphone-se.large.light@1x.png.tmp-4242",  // no random part
            ".iphone-se.large.light@1x.png.tmp-4242-1-2",  // one part too many
            ".iphone-se.large.light@1x.png.tmp-42x-1",
            ".iphone-se.large.light@1x.png.tmp--1",
            ".iphone-se.large.light@1x.png.tmp-0-1",  // no process 0
            ".iphone-se.large.light@1x.png.tmp-4242-4294967296",  // over UInt32
            ".iphone-se.large.light@1x.png.tmp-4242-1.bak",
            ".iphone-se.large.light@1x.png.temp-4242-1",
            ".tmp-4242-1",  // no golden name
        ] {
            #expect(AtomicFile.temporary(named: name) == nil, "\(name)")
        }
    }

    @Test func verifyWarnsOfStaleTemporariesAndPruneRemovesOnlyThem() throws {
        let scratch = ScratchFolder()
        let selection = try Fixtures.selection(Fixtures.standardScenes)
        _ = try Record.run(selection, options: scratch.recordOptions())
        let folder = scratch.goldens + "/banner/solid/"
        let stale = ".iphone-se.large.light@1x.png.tmp-\(Self.goneProcess)-123456"
        let kept = [
            ".iphone-se.large.dark@1x.png.tmp-\(getpid())-7",  // its writer (this process) is running
            ".iphone-se.large.light@1x.png.tmp-\(Self.goneProcess)-x",
            ".notes.txt.tmp-\(Self.goneProcess)-1",  // not beside a golden
            ".iphone-se.large.light@1x.png.tmp-\(Self.goneProcess)-1.bak",
            "iphone-se.large.light@1x.png.tmp-\(Self.goneProcess)-1",
        ]
        for name in [stale] + kept {
            #expect(FileManager.default.createFile(atPath: folder + name, contents: Data("partial".utf8)))
        }
        // One in a folder that holds nothing else: prune removes the folder too.
        try FileManager.default.createDirectory(atPath: scratch.goldens + "/gone/scene", withIntermediateDirectories: true)
        let alone = scratch.goldens + "/gone/scene/.ipad-mini.large.dark@1x.png.tmp-\(Self.goneProcess)-9"
        #expect(FileManager.default.createFile(atPath: alone, contents: Data()))

        let verified = try Verify.run(selection, options: scratch.verifyOptions())
        #expect(verified.report.passed)
        let warnings = verified.text.split(separator: "\n").filter { $0.hasPrefix("WARNING ") }
        #expect(warnings == [
            "WARNING \(folder + stale): a temporary file left by an interrupted record; nhs-snap prune removes it",
            "WARNING \(alone): a temporary file left by an interrupted record; nhs-snap prune removes it",
        ])

        let dryRun = try Prune.run(selection, goldens: scratch.goldens, dryRun: true)
        #expect(dryRun.text == "would remove \(folder + stale)\nwould remove \(alone)\n0 orphaned goldens to remove, 0 stray files to remove, 2 stale temporary files to remove")
        #expect(FileManager.default.fileExists(atPath: folder + stale) && FileManager.default.fileExists(atPath: alone))

        let pruned = try Prune.run(selection, goldens: scratch.goldens)
        #expect(pruned.removed == [folder + stale, alone])
        #expect(pruned.text == "removed \(folder + stale)\nremoved \(alone)\n0 orphaned goldens removed, 0 stray files removed, 2 stale temporary files removed")
        #expect(!FileManager.default.fileExists(atPath: folder + stale))
        #expect(!FileManager.default.fileExists(atPath: scratch.goldens + "/gone"))
        for name in kept { #expect(FileManager.default.fileExists(atPath: folder + name), "\(name)") }
        #expect(try !Verify.run(selection, options: scratch.verifyOptions()).text.contains("WARNING"))
    }

    @Test func temporariesBesideTranscriptGoldensAreFoundToo() throws {
        let scratch = ScratchFolder()
        let selection = try Fixtures.selection([AccessibilityVerifyTests.scene("toolbar/done")])
        _ = try Record.run(selection, options: scratch.recordOptions())
        let folder = scratch.goldens + "/toolbar/done/"
        // A configuration's own transcript and the scene's shared one.
        let stale = [".iphone-se.large.light@1x.txt.tmp-\(Self.goneProcess)-1", ".transcript.txt.tmp-\(Self.goneProcess)-2"]
        for name in stale + [".notes.txt.tmp-\(Self.goneProcess)-3"] {
            #expect(FileManager.default.createFile(atPath: folder + name, contents: Data("partial".utf8)))
        }
        let pruned = try Prune.run(selection, goldens: scratch.goldens)
        #expect(pruned.removed == stale.map { folder + $0 })
        #expect(FileManager.default.fileExists(atPath: folder + ".notes.txt.tmp-\(Self.goneProcess)-3"))
    }

    @Test func aHiddenFileNeedsTheHiddenFileFlag() throws {
        let scratch = ScratchFolder()
        let folder = try SafeFolder(scratch.goldens)
        #expect(throws: SnapshotError.self) { try folder.checkedPath(["a", ".b.png.tmp-1-2"]) }
        #expect(try folder.checkedPath(["a", ".b.png.tmp-1-2"], hiddenFile: true) == scratch.goldens + "/a/.b.png.tmp-1-2")
        // Only the file may be hidden, and only by one leading dot.
        #expect(throws: SnapshotError.self) { try folder.checkedPath([".a", ".b"], hiddenFile: true) }
        #expect(throws: SnapshotError.self) { try folder.checkedPath(["a", "..b"], hiddenFile: true) }
        #expect(throws: SnapshotError.self) { try folder.checkedPath(["a", "b"], hiddenFile: true) }
    }
}
