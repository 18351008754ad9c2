import Foundation

/// `nhs-snap verify`: renders every selected snapshot, compares it with its golden, and writes
/// the review folder (images of failures, index.html, results.json) and optionally JUnit XML.
/// Never writes a golden. Lists orphaned goldens and stray files, and warns of stale temporaries
/// an interrupted `record` left in the goldens folder (see ``Prune``).
public enum Verify {
    public struct Options: Sendable {
        /// The goldens folder, `Goldens` by default.
        public var goldens: String = "Goldens"
        /// The artefacts folder, `.nhs-snap` by default.
        public var artefacts: String = ".nhs-snap"
        /// Exact by default: any changed pixel fails.
        public var tolerance = Tolerance.exact
        public var jobs = ParallelRunner.coreCount
        /// A JUnit XML file to write, if any.
        public var junit: String?

        public init() {}
    }

    /// What a run found and how long its phases took.
    public struct Outcome: Sendable {
        public let report: RunReport
        public let times: PhaseTimes
        /// What the command prints: counts, failures with their artefacts, orphans, the page.
        public let text: String
    }

    /// Checks `selection` against the goldens; throws ``SnapshotError`` for a selection of no
    /// snapshot, a refused path or a file it cannot write (exit status 2), and otherwise reports
    /// failures in the outcome.
    public static func run(_ selection: SnapshotSelection, options: Options) throws(SnapshotError) -> Outcome {
        let snapshots = try selection.snapshots
        let goldens = try SafeFolder(options.goldens)
        let folder = ReportFolder(folder: try SafeFolder(options.artefacts))
        try folder.removePreviousArtefacts()
        let checker = SnapshotChecker(
            comparer: SnapshotComparer(goldens: goldens, layout: .sceneFolders, tolerance: options.tolerance), artefacts: folder.folder)
        let (checked, times) = ParallelRunner(jobs: options.jobs, label: "verify").map(snapshots) { snapshot, times in
            Result { () throws(SnapshotError) -> SnapshotResult in try checker.check(snapshot, times: &times) }
        }
        var results: [SnapshotResult] = []
        for result in checked { results.append(try result.get()) }
        let contents = goldens.contents()
        let report = RunReport(
            shards: selection.shard.map { [$0.description] } ?? [], goldens: goldens.root, results: results,
            orphans: selection.orphans(in: contents),
            strays: GoldenLayout.strays(in: contents).map { $0.joined(separator: "/") })
        let temporaries = StaleTemporary.all(in: contents).map { ([goldens.root] + $0).joined(separator: "/") }
        return try finish(report, in: folder, junit: options.junit, times: times, staleTemporaries: temporaries)
    }

    /// Writes the report's files (and JUnit XML when asked) and composes the console text, with
    /// each scene's render warnings (once a scene, whatever its configurations) and a warning for
    /// each of `staleTemporaries` (paths) after the report's own lines.
    static func finish(
        _ report: RunReport, in folder: ReportFolder, junit: String?, times: PhaseTimes, staleTemporaries: [String] = []
    ) throws(SnapshotError) -> Outcome {
        try folder.write(report)
        if let junit {
            try ReportFolder.writeFile(Data(JUnitReport.xml(for: report, artefactsRoot: folder.folder.root).utf8), to: junit)
        }
        var sceneWarnings: [String] = []
        for result in report.results {
            for warning in result.warnings ?? [] where !sceneWarnings.contains("\nwarning: \(result.sceneID): \(warning)") {
                sceneWarnings.append("\nwarning: \(result.sceneID): \(warning)")
            }
        }
        let warnings = sceneWarnings + staleTemporaries.map {
            "\nWARNING \($0): a temporary file left by an interrupted record; nhs-snap prune removes it"
        }
        let text = report.consoleText(artefactsRoot: folder.folder.root) + warnings.joined()
            + "\nreport: \(folder.folder.root)/\(ReportFolder.pageFile)"
        return Outcome(report: report, times: times, text: text)
    }
}
