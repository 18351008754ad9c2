import Foundation

/// `nhs-snap merge-reports DIR...`: combines the artefacts folders of sharded `verify` runs into
/// one folder with one index.html, results.json (and JUnit XML when asked), copying each shard's
/// review images, so the merged folder stands alone.
public enum MergeReports {
    /// Merges the reports in `inputs` into `artefacts`; throws when an input has no results.json,
    /// when two inputs hold the same snapshot (overlapping shards), or on a refused path.
    public static func run(_ inputs: [String], into artefacts: String, junit: String?) throws(SnapshotError) -> Verify.Outcome {
        guard !inputs.isEmpty else {
            throw .invalidOption("merge-reports", value: "", reason: "needs one or more folders written by 'nhs-snap verify'")
        }
        var results: [String: SnapshotResult] = [:]
        var orphans = Set<String>()
        var shards: [String] = []
        var images: [(components: [String], data: Data)] = []
        var goldens: String?
        for input in inputs {
            let folder = ReportFolder(folder: try SafeFolder(input))
            let report = try folder.read()
            for result in report.results {
                guard results.updateValue(result, forKey: result.key) == nil else {
                    throw .invalidResults(input, reason: "'\(result.key)' is also in another folder: do the shards overlap?")
                }
                for path in result.artefacts?.all ?? [] {
                    let components = path.split(separator: "/").map(String.init)
                    let source = try folder.folder.checkedPath(components)
                    guard let data = FileManager.default.contents(atPath: source) else {
                        throw .cannotRead(source, reason: "an artefact listed in results.json is missing")
                    }
                    images.append((components, data))
                }
            }
            orphans.formUnion(report.orphans)
            shards += report.shards
            goldens = goldens ?? report.goldens
        }
        // Everything is read before anything is written, so the output may be one of the inputs.
        let output = ReportFolder(folder: try SafeFolder(artefacts))
        try output.removePreviousArtefacts()
        for image in images {
            try ReportFolder.writeFile(image.data, to: output.folder.preparedPath(image.components))
        }
        let report = RunReport(
            shards: shards.sorted(), goldens: goldens ?? "Goldens", results: Array(results.values), orphans: orphans.sorted())
        return try Verify.finish(report, in: output, junit: junit, times: PhaseTimes())
    }
}
