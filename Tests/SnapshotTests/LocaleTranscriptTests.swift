import Foundation
import Raster
import Testing
@testable import Snapshot

/// Transcript goldens per locale: a locale's configurations share their own file
/// (`transcript.cy.txt`), so recording a new locale leaves the development language's files as
/// they were, and each locale's shared file is read, pruned and named on its own.
@Suite struct LocaleTranscriptTests {
    static let matrix = SnapshotMatrix(
        devices: [.iPhoneSE], textSizes: [.large, .accessibility5], schemes: [.light, .dark], locales: [.development, "cy"],
        maximumScale: 1)

    /// "Done, button" in English, "Wedi gorffen, button" in Welsh, dimmed in Welsh dark.
    static let scene = SnapshotScene("toolbar/done") { configuration in
        let label = configuration.locale == .development ? "Done" : "Wedi gorffen"
        let dimmed = configuration.locale != .development && configuration.scheme == .dark && configuration.textSize == .accessibility5
        return SceneRendering(image: Bitmap(width: 4, height: 4, fill: .white), transcript: "\(label), button\(dimmed ? ", dimmed" : "")\n")
    }

    static func selection(locales: String? = nil) throws -> SnapshotSelection {
        SnapshotSelection(
            catalogue: try SceneCatalogue([scene]), matrix: matrix,
            filter: try SnapshotFilter(devices: nil, textSizes: nil, schemes: nil, locales: locales, patterns: nil))
    }

    @Test func eachLocaleSharesItsOwnFileAndRecordingOneLeavesTheOthers() throws {
        let scratch = ScratchFolder()
        _ = try Record.run(Self.selection(locales: "development"), options: scratch.recordOptions())
        #expect(TranscriptGoldensTests.transcripts(in: scratch) == ["toolbar/done/transcript.txt"])
        let welsh = try Record.run(Self.selection(locales: "cy"), options: scratch.recordOptions())
        // Three Welsh configurations read the same words and share them; the fourth has its own file.
        #expect(welsh.transcripts.map(\.description) == [
            "created \(scratch.goldens)/toolbar/done/iphone-se.accessibility5.dark.cy@1x.txt",
            "created \(scratch.goldens)/toolbar/done/transcript.cy.txt",
        ])
        #expect(try TranscriptGoldensTests.text(scratch, "toolbar/done/transcript.txt") == "Done, button\n")
        #expect(try TranscriptGoldensTests.text(scratch, "toolbar/done/transcript.cy.txt") == "Wedi gorffen, button\n")
        #expect(try TranscriptGoldensTests.text(scratch, "toolbar/done/iphone-se.accessibility5.dark.cy@1x.txt") == "Wedi gorffen, button, dimmed\n")
        let verify = try Verify.run(Self.selection(), options: scratch.verifyOptions())
        #expect(verify.report.passed)
        #expect(verify.report.orphans.isEmpty)
        // A Welsh change fails the Welsh configurations alone, against the Welsh file.
        try "Gorffen, button\n".write(toFile: scratch.goldens + "/toolbar/done/transcript.cy.txt", atomically: true, encoding: .utf8)
        let failing = try Verify.run(Self.selection(), options: scratch.verifyOptions())
        #expect(failing.report.failures.map(\.key) == [
            "toolbar/done/iphone-se.accessibility5.light.cy@1x", "toolbar/done/iphone-se.large.dark.cy@1x",
            "toolbar/done/iphone-se.large.light.cy@1x",
        ])
        #expect(failing.report.failures.allSatisfy { $0.transcript?.golden == scratch.goldens + "/toolbar/done/transcript.cy.txt" })
    }

    @Test func aLocalesSharedFileNothingReadsIsAnOrphan() throws {
        let scratch = ScratchFolder()
        _ = try Record.run(Self.selection(), options: scratch.recordOptions())
        try "Fertig, button\n".write(toFile: scratch.goldens + "/toolbar/done/transcript.de.txt", atomically: true, encoding: .utf8)
        #expect(try Verify.run(Self.selection(), options: scratch.verifyOptions()).report.orphans == ["toolbar/done/transcript.de.txt"])
    }

    @Test func sharedTranscriptNamesCarryTheLocale() throws {
        #expect(GoldenLayout.sceneFolders.sharedTranscriptComponents(sceneID: "home/screen") == ["home", "screen", "transcript.txt"])
        #expect(GoldenLayout.sceneFolders.sharedTranscriptComponents(sceneID: "home/screen", locale: "cy") == ["home", "screen", "transcript.cy.txt"])
        #expect(GoldenLayout.flat.sharedTranscriptComponents(sceneID: "login", locale: try SnapshotLocale(identifier: "en-XA")) == ["login.transcript.en-XA.txt"])
        #expect(GoldenLayout.isSceneFolderTranscript(["home", "screen", "transcript.cy.txt"]))
        #expect(GoldenLayout.isSceneFolderTranscript(["home", "screen", "transcript.sr-Latn-RS.txt"]))
        for name in ["transcript.CY.txt", "transcript.development.txt", "transcript.xx.txt", "transcript..txt", "transcripts.cy.txt"] {
            #expect(!GoldenLayout.isSceneFolderTranscript(["home", "screen", name]), "\(name)")
        }
    }
}
