import Foundation
import Testing

/// The debug binary checks text-heavy scenes against the goldens the release binary recorded,
/// and gives the same output and results.json with FreeType's hinting and stem darkening changed
/// through `FREETYPE_PROPERTIES` and with any number of jobs.
@Suite struct DeterminismTests {
    static let goldens = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Goldens").path

    /// Every banner and title scene on the small phone at the default text size, light and dark.
    static let sample = ["--filter", "banner/*,title/*", "--device", "iphone-se", "--text-size", "large"]

    @Test func freeTypePropertiesAndJobsChangeNothing() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("nhs-snap-freetype-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let runs: [(name: String, jobs: Int, properties: String?)] = [
            ("plain", 1, nil),
            // The v35 TrueType interpreter, stem darkening on with strong parameters.
            ("darkened", 2, "truetype:interpreter-version=35 cff:no-stem-darkening=0 autofitter:no-stem-darkening=0 "
                + "autofitter:darkening-parameters=500,400,1000,300,1500,200,2000,100"),
            ("engines", 3, "truetype:interpreter-version=40 cff:hinting-engine=freetype type1:hinting-engine=freetype"),
        ]
        var outputs: [(stdout: String, results: Data)] = []
        for run in runs {
            let result = try nhsSnap(
                ["verify", "--goldens", Self.goldens, "--out", run.name, "--jobs", "\(run.jobs)"] + Self.sample, in: folder,
                environment: ["FREETYPE_PROPERTIES": run.properties, "CI": nil])
            #expect(result.status == 0, "\(run.name): \(result.stdout)\(result.stderr)")
            #expect(result.stderr.isEmpty, "\(run.name): \(result.stderr)")
            let results = try Data(contentsOf: folder.appendingPathComponent(run.name + "/results.json"))
            outputs.append((result.stdout.replacingOccurrences(of: run.name + "/index.html", with: "OUT/index.html"), results))
        }
        // 14 scenes' snapshots and their 14 accessibility snapshots (light only).
        #expect(outputs[0].stdout.hasPrefix("42 snapshots: 42 matched, 0 differing, 0 missing"))
        for (run, output) in zip(runs, outputs).dropFirst() {
            #expect(output.stdout == outputs[0].stdout, "\(run.name)")
            #expect(output.results == outputs[0].results, "\(run.name)")
        }
    }
}
