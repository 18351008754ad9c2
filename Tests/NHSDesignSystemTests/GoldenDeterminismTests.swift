import Catalogue
import NHSDesignSystem
import Foundation
import Raster
import Snapshot
import Testing
import ViewSnapshots

/// Renders are the same bytes in every build: a sample of the catalogue's snapshots, rendered by
/// this test (debug) build, encoded as goldens are, is byte for byte the committed goldens that
/// the release CLI recorded; and verify's output is the same for any number of jobs.
@Suite struct GoldenDeterminismTests {
    /// The repository's `Goldens/`.
    static let goldens = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Goldens").path

    /// Every 37th snapshot of the catalogue over the default matrix (43, every component,
    /// device, text size and scheme among them), as a selection.
    static func sample() throws -> SnapshotSelection {
        let fonts = SceneFonts(folder: FontFolder(path: FontFolder.packageFolder, source: .package))
        let all = SnapshotSelection(catalogue: try SceneCatalogue(Catalogue.entries.map { $0.scene(fonts: fonts) { $0.applyNHSAppearance() } }))
        let keys = try all.snapshots.enumerated().filter { $0.offset % 37 == 0 }.map(\.element.key)
        return SnapshotSelection(catalogue: all.catalogue, filter: SnapshotFilter(patterns: keys))
    }

    @Test func aDebugRenderIsTheReleaseGoldenByteForByte() throws {
        let sample = try Self.sample().snapshots
        #expect(sample.count > 40)
        #expect(Set(sample.map(\.configuration.device)).count == 4 && Set(sample.map(\.configuration.textSize)).count == 5)
        #expect(Set(sample.map { $0.scene.id.split(separator: "/")[0] }).count == 5)
        var differing: [String] = []
        for snapshot in sample {
            let path = Self.goldens + "/" + GoldenLayout.sceneFolders.components(
                sceneID: snapshot.scene.id, configuration: snapshot.configuration).joined(separator: "/")
            let encoded = try PNG.encode(snapshot.scene.render(snapshot.configuration), options: SnapshotRecorder.goldenPNGOptions)
            if FileManager.default.contents(atPath: path) != Data(encoded) { differing.append(snapshot.key) }
        }
        #expect(differing.isEmpty, "these renders are not their golden's bytes: \(differing)")
    }

    @Test func verifyGivesTheSameResultsForAnyNumberOfJobs() throws {
        let sample = try Self.sample()
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("nhs-snap-determinism-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: folder) }
        var outcomes: [Verify.Outcome] = []
        for jobs in [1, 3] {
            var options = Verify.Options()
            options.goldens = Self.goldens
            options.artefacts = folder + "/jobs-\(jobs)"
            options.jobs = jobs
            outcomes.append(try Verify.run(sample, options: options))
        }
        #expect(outcomes[0].report.passed)
        #expect(outcomes[0].report == outcomes[1].report)
        #expect(outcomes[0].text.replacingOccurrences(of: "jobs-1", with: "jobs-3") == outcomes[1].text)
    }
}
