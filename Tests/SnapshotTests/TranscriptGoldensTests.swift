import Foundation
import Raster
import Testing
@testable import Snapshot

/// Where transcript goldens live: one `transcript.txt` a scene's configurations share, and a
/// configuration's own `<configuration>.txt` only where it reads differently.
@Suite struct TranscriptGoldensTests {
    /// A scene drawing a blank image and reading what `reads` gives for the configuration.
    static func scene(
        _ id: String = "toolbar/done", reads: @escaping @Sendable (SnapshotConfiguration) -> String = { _ in "Done, button\n" }
    ) -> SnapshotScene {
        SnapshotScene(id) { configuration in
            SceneRendering(image: Bitmap(width: 4, height: 4, fill: .white), transcript: reads(configuration))
        }
    }

    /// "Done, button, dimmed" where `differs` says, "Done, button" elsewhere.
    static func dimmed(where differs: @escaping @Sendable (SnapshotConfiguration) -> Bool) -> SnapshotScene {
        scene { differs($0) ? "Done, button, dimmed\n" : "Done, button\n" }
    }

    static func transcripts(in scratch: ScratchFolder) -> [String] {
        scratch.files(under: scratch.goldens).filter { $0.hasSuffix(".txt") }
    }

    static func text(_ scratch: ScratchFolder, _ file: String) throws -> String {
        try String(contentsOfFile: scratch.goldens + "/" + file, encoding: .utf8)
    }

    @Test func aConfigurationReadingDifferentlyHasAFileOfItsOwnAndTheRestShareOne() throws {
        let scratch = ScratchFolder()
        let selection = try Fixtures.selection([Self.dimmed { $0.device == .iPadMini && $0.scheme == .dark && $0.textSize == .accessibility3 }])
        let record = try Record.run(selection, options: scratch.recordOptions())
        let own = "toolbar/done/ipad-mini.accessibility3.dark@1x.txt"
        #expect(Self.transcripts(in: scratch) == [own, "toolbar/done/transcript.txt"])
        #expect(try Self.text(scratch, own) == "Done, button, dimmed\n")
        #expect(try Self.text(scratch, "toolbar/done/transcript.txt") == "Done, button\n")
        // Each file is reported once, however many configurations read it.
        #expect(record.transcripts.map(\.description) == ["created \(scratch.goldens)/\(own)", "created \(scratch.goldens)/toolbar/done/transcript.txt"])
        let verify = try Verify.run(selection, options: scratch.verifyOptions())
        #expect(verify.report.passed)
        #expect(verify.report.orphans.isEmpty)
        // The configuration's own file is what it is checked against: the shared text fails it.
        try "Done, button\n".write(toFile: scratch.goldens + "/" + own, atomically: true, encoding: .utf8)
        let failing = try Verify.run(selection, options: scratch.verifyOptions())
        #expect(failing.report.failures.map(\.key) == ["toolbar/done/ipad-mini.accessibility3.dark@1x"])
        #expect(failing.report.failures.first?.transcript?.golden == scratch.goldens + "/" + own)
    }

    @Test func transcriptsThatDifferByScheme() throws {
        let scratch = ScratchFolder()
        let selection = try Fixtures.selection([Self.dimmed { $0.scheme == .light }])
        let record = try Record.run(selection, options: scratch.recordOptions())
        // Five configurations read each text: the first in key order (a dark one) is shared.
        #expect(try Self.text(scratch, "toolbar/done/transcript.txt") == "Done, button\n")
        #expect(Self.transcripts(in: scratch).filter { $0.hasSuffix(".light@1x.txt") }.count == 5)
        #expect(Self.transcripts(in: scratch).count == 6)
        #expect(record.transcripts.count == 6)
        #expect(try Verify.run(selection, options: scratch.verifyOptions()).report.passed)
        // A change the dark configurations alone make fails just them, against the shared file.
        let changed = try Fixtures.selection([Self.scene { $0.scheme == .light ? "Done, button, dimmed\n" : "Done, button, dark\n" }])
        let verify = try Verify.run(changed, options: scratch.verifyOptions())
        #expect(verify.report.failures.count == 5)
        #expect(verify.report.failures.allSatisfy { $0.key.hasSuffix(".dark@1x") && $0.transcript?.golden.hasSuffix("/transcript.txt") == true })
    }

    @Test func recordingWhatEveryConfigurationReadsRemovesTheFilesOfTheirOwn() throws {
        let scratch = ScratchFolder()
        _ = try Record.run(Fixtures.selection([Self.dimmed { $0.textSize == .accessibility3 }]), options: scratch.recordOptions())
        #expect(Self.transcripts(in: scratch).count == 5)
        let same = try Fixtures.selection([Self.scene()])
        // Mode missing records no changed transcript.
        let missing = try Record.run(same, options: scratch.recordOptions())
        #expect(missing.transcripts.isEmpty)
        #expect(try !Verify.run(same, options: scratch.verifyOptions()).report.passed)
        let failed = try Record.run(same, options: scratch.recordOptions(.failed))
        #expect(failed.transcripts.map(\.action) == [.removed, .removed, .removed, .removed])
        #expect(Self.transcripts(in: scratch) == ["toolbar/done/transcript.txt"])
        #expect(try Verify.run(same, options: scratch.verifyOptions()).report.passed)
    }

    @Test func aFileForEveryConfigurationIsReadAndRecordSharesIt() throws {
        let scratch = ScratchFolder()
        let selection = try Fixtures.selection([Self.scene()])
        _ = try Record.run(selection, options: scratch.recordOptions())
        // The layout before shared transcripts: a file beside each image golden.
        try FileManager.default.removeItem(atPath: scratch.goldens + "/toolbar/done/transcript.txt")
        for snapshot in try selection.snapshots {
            try "Done, button\n".write(toFile: scratch.goldens + "/" + snapshot.key + ".txt", atomically: true, encoding: .utf8)
        }
        let before = try Verify.run(selection, options: scratch.verifyOptions())
        #expect(before.report.passed)
        #expect(before.report.orphans.isEmpty)
        let record = try Record.run(selection, options: scratch.recordOptions())
        #expect(record.transcripts.filter { $0.action == .removed }.count == Fixtures.snapshotsPerScene)
        #expect(record.transcripts.filter { $0.action != .removed }.map(\.description) == ["created \(scratch.goldens)/toolbar/done/transcript.txt"])
        #expect(Self.transcripts(in: scratch) == ["toolbar/done/transcript.txt"])
        #expect(try Verify.run(selection, options: scratch.verifyOptions()).report.passed)
    }

    @Test func recordingSomeConfigurationsLeavesTheOthersMissing() throws {
        let scratch = ScratchFolder()
        let phone = try Fixtures.selection([Self.scene()], filter: SnapshotFilter(devices: [.iPhoneSE]))
        let record = try Record.run(phone, options: scratch.recordOptions())
        // The tablet's have no transcript golden, so the phone's cannot be shared with them.
        #expect(record.transcripts.count == 6)
        #expect(!Self.transcripts(in: scratch).contains("toolbar/done/transcript.txt"))
        let all = try Fixtures.selection([Self.scene()])
        let verify = try Verify.run(all, options: scratch.verifyOptions())
        #expect(verify.report.failures.map(\.key).allSatisfy { $0.contains("ipad-mini") })
        #expect(verify.report.failures.allSatisfy { $0.transcript?.status == .missing })
        let rest = try Record.run(all, options: scratch.recordOptions())
        #expect(rest.transcripts.filter { $0.action == .created }.map(\.path) == [scratch.goldens + "/toolbar/done/transcript.txt"])
        #expect(Self.transcripts(in: scratch) == ["toolbar/done/transcript.txt"])
        #expect(try Verify.run(all, options: scratch.verifyOptions()).report.passed)
    }

    @Test func transcriptsNothingReadsAreOrphansThatPruneRemoves() throws {
        let scratch = ScratchFolder()
        let selection = try Fixtures.selection([Self.scene(), Fixtures.scene("toolbar/plain")])
        _ = try Record.run(selection, options: scratch.recordOptions())
        let kept = Self.transcripts(in: scratch)
        // A shared file every configuration overrides, a configuration the matrix lacks, and a
        // scene without transcripts.
        for snapshot in try selection.snapshots where snapshot.scene.id == "toolbar/done" {
            try "Done, button\n".write(toFile: scratch.goldens + "/" + snapshot.key + ".txt", atomically: true, encoding: .utf8)
        }
        let stale = ["toolbar/done/iphone-se.xxxLarge.light@1x.txt", "toolbar/plain/transcript.txt", "toolbar/plain/iphone-se.large.light@1x.txt"]
        for file in stale { try "Old\n".write(toFile: scratch.goldens + "/" + file, atomically: true, encoding: .utf8) }
        try "Notes\n".write(toFile: scratch.goldens + "/toolbar/done/notes.txt", atomically: true, encoding: .utf8)
        let verify = try Verify.run(selection, options: scratch.verifyOptions())
        #expect(verify.report.orphans == (stale + kept).sorted())
        let prune = try Prune.run(selection, goldens: scratch.goldens)
        #expect(prune.removed.count == 4)
        let after = try Verify.run(selection, options: scratch.verifyOptions())
        #expect(after.report.passed)
        #expect(after.report.orphans.isEmpty)
        #expect(Self.transcripts(in: scratch).contains("toolbar/done/notes.txt"))
    }

    @Test func aTranscriptGoldenThatCannotBeReadIsNeverReplacedForAnotherConfiguration() throws {
        let scratch = ScratchFolder()
        let selection = try Fixtures.selection([Self.scene()])
        _ = try Record.run(selection, options: scratch.recordOptions())
        let unreadable = scratch.goldens + "/toolbar/done/ipad-mini.large.light@1x.txt"
        try FileManager.default.createDirectory(atPath: unreadable, withIntermediateDirectories: false)
        let phone = try Fixtures.selection([Self.scene { _ in "New\n" }], filter: SnapshotFilter(devices: [.iPhoneSE]))
        let record = try Record.run(phone, options: scratch.recordOptions(.all))
        // Only the phone's own files are written; the shared file and the unreadable one stay.
        #expect(record.transcripts.count == 6 && record.transcripts.allSatisfy { $0.action == .created && $0.path.contains("iphone-se") })
        #expect(try Self.text(scratch, "toolbar/done/transcript.txt") == "Done, button\n")
    }

    @Test func theMostCommonTextIsShared() {
        #expect(TranscriptGoldens.mostCommon(["a", "b", "b"]) == "b")
        #expect(TranscriptGoldens.mostCommon(["b", "a", "a", "b"]) == "b")
        #expect(TranscriptGoldens.mostCommon([]) == nil)
    }
}
