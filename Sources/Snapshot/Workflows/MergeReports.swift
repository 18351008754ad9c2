import Foundation

/// `nhs-snap merge-reports DIR...`: combines the artefacts folders of sharded `verify` runs into
/// one folder with one index.html, results.json (and JUnit XML when asked), copying each shard's
/// review images, so the merged folder stands alone.
public enum MergeReports {
    /// Merges the reports in `inputs` into `artefacts`. Throws, before writing anything, when an
    /// input has no results.json or one of another format, when the inputs are not one whole run
    /// (every shard 1/N ... N/N of a single N, or one unsharded run) checked against one goldens
    /// folder, when two inputs hold the same snapshot, or on a refused path.
    public static func run(_ inputs: [String], into artefacts: String, junit: String?) throws(SnapshotError) -> Verify.Outcome {
        guard !inputs.isEmpty else {
            throw .invalidOption("merge-reports", value: "", reason: "needs one or more folders written by 'nhs-snap verify'")
        }
        var folders: [(input: String, folder: ReportFolder, report: RunReport)] = []
        for input in inputs {
            let folder = ReportFolder(folder: try SafeFolder(input))
            folders.append((input, folder, try folder.read()))
        }
        let shards = try wholeRun(folders.map { ($0.input, $0.report) })

        var results: [String: SnapshotResult] = [:]
        var orphans = Set<String>(), strays = Set<String>()
        var images: [(components: [String], data: Data)] = []
        for (input, folder, report) in folders {
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
            strays.formUnion(report.strays)
        }
        // Everything is read before anything is written, so the output may be one of the inputs.
        let output = ReportFolder(folder: try SafeFolder(artefacts))
        try output.removePreviousArtefacts()
        for image in images {
            try ReportFolder.writeFile(image.data, to: output.folder.preparedPath(image.components))
        }
        let report = RunReport(
            shards: shards.map(\.description), goldens: folders[0].report.goldens, results: Array(results.values),
            orphans: orphans.sorted(), strays: strays.sorted())
        return try Verify.finish(report, in: output, junit: junit, times: PhaseTimes())
    }

    /// The shards of `reports` (each with the folder it was read from), sorted by number, after
    /// checking that they make one whole run: one goldens folder, and either a single unsharded
    /// report or exactly the shards 1/N ... N/N of one N, each once. Empty for an unsharded run.
    static func wholeRun(_ reports: [(input: String, report: RunReport)]) throws(SnapshotError) -> [Shard] {
        let first = reports[0]
        if let other = reports.first(where: { $0.report.goldens != first.report.goldens }) {
            throw .invalidResults(
                other.input,
                reason: "it was checked against goldens '\(other.report.goldens)', '\(first.input)' against '\(first.report.goldens)'")
        }
        var shards: [(input: String, shard: Shard)] = []
        for (input, report) in reports {
            if report.shards.isEmpty && reports.count > 1 {
                throw .invalidResults(input, reason: "it is an unsharded run, which merges only on its own, not with other folders")
            }
            for text in report.shards {
                guard let shard = try? Shard(parsing: text) else {
                    throw .invalidResults(input, reason: "its shard '\(text)' is not I/N with 1 <= I <= N")
                }
                shards.append((input, shard))
            }
        }
        guard let count = shards.first?.shard.count else { return [] }
        var holders: [Int: String] = [:]
        for (input, shard) in shards {
            guard shard.count == count else {
                throw .invalidResults(
                    input, reason: "it holds shard \(shard), '\(shards[0].input)' shard \(shards[0].shard): the shards of one run share N")
            }
            if let other = holders.updateValue(input, forKey: shard.index) {
                throw .invalidResults(input, reason: "shard \(shard) is also in '\(other)'")
            }
        }
        let missing = (1...count).filter { holders[$0] == nil }
        guard missing.isEmpty else {
            throw .missingShards(folders: reports.map(\.input), missing: missing.map { "\($0)/\(count)" })
        }
        return shards.map(\.shard).sorted { $0.index < $1.index }
    }
}
