import Raster
import Snapshot

/// Accepts failing snapshots of the last `verify` run as their new goldens, as `record` writes
/// them: each is rendered again with the code as it is now and written, atomically, through the
/// recorder `record` uses (``SnapshotRecorder``), so what is accepted is what the code draws. A
/// snapshot whose fresh rendering is not the run's actual image is refused as stale (the code
/// changed since the run, and the reviewer has not seen what would be written). Also deletes the
/// run's orphaned goldens and stray files, as `prune` does, one at a time.
public struct Approver: Sendable {
    /// The last run, read from the artefacts folder's results.json.
    public let report: RunReport
    /// The artefacts folder the run wrote.
    public let artefacts: SafeFolder
    /// The catalogue over the matrix, unnarrowed: every snapshot a key can name.
    public let selection: SnapshotSelection
    private let comparer: SnapshotComparer
    private let planned: [String: PlannedSnapshot]

    /// What the approver did with one snapshot.
    public struct Approval: Sendable, Equatable {
        public enum Outcome: String, Sendable, Equatable {
            /// The golden was written (created or updated).
            case accepted
            /// The golden already holds exactly the rendering: nothing was written.
            case unchanged
            /// Nothing was written; ``message`` says why.
            case refused
        }

        public let key: String
        public let outcome: Outcome
        /// The golden's path (for accepted and unchanged), or why it was refused.
        public let message: String
    }

    /// The approver for the run whose results are in the artefacts folder `artefacts`, over the
    /// catalogue and matrix the run used. Its goldens folder is the run's. Throws when there is no
    /// readable results.json.
    public init(catalogue: SceneCatalogue, matrix: SnapshotMatrix, artefacts: String) throws(SnapshotError) {
        report = try RunReport.lastRun(in: artefacts)
        self.artefacts = try SafeFolder(artefacts)
        selection = SnapshotSelection(catalogue: catalogue, matrix: matrix)
        comparer = SnapshotComparer(goldens: try SafeFolder(report.goldens), layout: .sceneFolders)
        planned = Dictionary(catalogue.snapshots(over: matrix).map { ($0.key, $0) }, uniquingKeysWith: { first, _ in first })
    }

    /// The goldens folder of the run.
    public var goldens: SafeFolder { comparer.goldens }

    /// The run's failures that can be accepted: differing or missing snapshots, and goldens that
    /// could not be read, when the run wrote their actual image.
    public var acceptable: [SnapshotResult] {
        report.failures.filter { $0.artefacts?.actual != nil && planned[$0.key] != nil }
    }

    /// The keys of the run's acceptable failures that `filter` keeps, sorted.
    public func keys(matching filter: SnapshotFilter) -> [String] {
        acceptable.compactMap { result in planned[result.key].flatMap { filter.includes($0) ? result.key : nil } }
    }

    /// Why `key` cannot be accepted at all (not a failure of the run, or one without an image), or
    /// nil when it is one of ``acceptable``.
    public func problem(with key: String) -> String? {
        guard let result = report.results.first(where: { $0.key == key }) else {
            return "'\(key)' is not a snapshot of the last run (keys are scene/variant/configuration, as verify prints them)"
        }
        guard result.isFailure else { return "'\(key)' matched its golden in the last run: there is nothing to accept" }
        guard result.artefacts?.actual != nil else { return "'\(key)' could not be rendered in the last run: \(result.detail)" }
        guard planned[key] != nil else { return "'\(key)' is produced by no scene of this build" }
        return nil
    }

    /// Accepts `key`: renders it again, refuses when the rendering is not the run's actual image,
    /// and otherwise writes it as the golden. Throws only for a refused path or a golden that
    /// cannot be written.
    public func approve(_ key: String) throws(SnapshotError) -> Approval {
        if let problem = problem(with: key) { return Approval(key: key, outcome: .refused, message: problem) }
        let result = report.results.first { $0.key == key }!
        var times = PhaseTimes()
        let comparison = try comparer.compare(planned[key]!, times: &times)
        guard let fresh = comparison.actual else {
            if case .renderFailed(let reason) = comparison.outcome { return Approval(key: key, outcome: .refused, message: reason) }
            return Approval(key: key, outcome: .refused, message: "it could not be rendered")
        }
        if let stale = staleness(of: fresh, artefact: result.artefacts!.actual!) {
            return Approval(key: key, outcome: .refused, message: stale)
        }
        let recorded = try SnapshotRecorder(comparer: comparer, mode: .all).record(comparison, times: &times)
        switch recorded.action {
        case .created, .updated: return Approval(key: key, outcome: .accepted, message: recorded.golden)
        case .unchanged, .kept: return Approval(key: key, outcome: .unchanged, message: recorded.golden)
        case .error: return Approval(key: key, outcome: .refused, message: recorded.message ?? "it could not be rendered")
        }
    }

    /// Why `fresh` may not be accepted in place of the run's actual image at `artefact` (a path
    /// in the artefacts folder), or nil when they are the same pixels.
    private func staleness(of fresh: Bitmap, artefact: String) -> String? {
        let stale = "stale: the code draws it differently since the run; run verify (or review --run) again and look at it"
        do {
            let path = try artefacts.checkedPath(artefact.split(separator: "/").map(String.init))
            let shown = try PNG.read(path: path)
            return PixelChanges(expected: shown, actual: fresh).isIdentical ? nil : stale
        } catch {
            return "the run's actual image cannot be read (\(error)); run verify again"
        }
    }

    /// Removes `path` (relative to the goldens folder) when the run listed it as an orphaned golden
    /// or a stray file and it still is one; returns why not otherwise. Throws for a file that
    /// cannot be removed.
    public func delete(_ path: String) throws(SnapshotError) -> String? {
        let components = path.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
        let contents = goldens.contents()
        if report.orphans.contains(path) {
            guard selection.orphans(in: contents).contains(path) else { return "'\(path)' is no longer an orphaned golden" }
            try goldens.remove(components)
            return nil
        }
        if report.strays.contains(path) {
            guard GoldenLayout.strays(in: contents).contains(components) else { return "'\(path)' is no longer a stray file" }
            try goldens.remove(found: components)
            return nil
        }
        return "'\(path)' is not an orphaned golden or a stray file of the last run"
    }
}
