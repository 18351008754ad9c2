import Raster
import Snapshot

/// Accepts failing snapshots of the last `verify` run as their new goldens, as `record` writes
/// them: each is rendered again with the code as it is now and its goldens that failed are written,
/// atomically, with the recorder `record` uses (``SnapshotRecorder``): the image when its pixels
/// failed, the VoiceOver transcript when it changed or was missing (laid out with the rest of its
/// scene's, every other configuration keeping its expectation: ``TranscriptGoldens``), or both. So what is
/// accepted is what the code draws and reads now. A snapshot whose fresh rendering is not what the
/// run showed (its image is not the run's actual image, or VoiceOver reads it differently) is
/// refused as stale: the code changed since the run, and the reviewer has not seen what would be
/// written. A snapshot that fails only the accessibility audit has nothing to accept: its findings
/// are fixed in the code or waived in the scene. Also deletes the run's orphaned goldens and stray
/// files, as `prune` does, one at a time.
public struct Approver: Sendable {
    /// The last run, read from the artefacts folder's results.json.
    public let report: RunReport
    /// The artefacts folder the run wrote.
    public let artefacts: SafeFolder
    /// The catalogue over the matrix, unnarrowed: every snapshot a key can name.
    public let selection: SnapshotSelection
    private let comparer: SnapshotComparer
    private let planned: [String: PlannedSnapshot]
    /// Each scene's snapshots with a transcript, sorted by key, by scene id.
    private let transcriptMembers: [String: [PlannedSnapshot]]
    private let results: [String: SnapshotResult]

    /// What the approver did with one snapshot.
    public struct Approval: Sendable, Equatable {
        public enum Outcome: String, Sendable, Equatable {
            /// A golden was written (created or updated): the image, the transcript or both.
            case accepted
            /// The goldens already hold exactly the rendering: nothing was written.
            case unchanged
            /// Nothing was written; ``message`` says why.
            case refused
        }

        public let key: String
        public let outcome: Outcome
        /// For accepted, what was done: `wrote` and the goldens' paths written, joined by ` and `,
        /// then, after `; `, `removed` and those removed (a configuration's own transcript now the
        /// same as its scene's shared one); for unchanged, the paths of the goldens that already
        /// hold it; for refused, why.
        public let message: String
        /// For an accepted snapshot that the audit still fails: which rules, and that they are
        /// fixed in the code or waived in the scene.
        public let note: String?

        init(key: String, outcome: Outcome, message: String, note: String? = nil) {
            self.key = key
            self.outcome = outcome
            self.message = message
            self.note = note
        }
    }

    /// The approver for the run whose results are in the artefacts folder `artefacts`, over the
    /// catalogue and matrix the run used. Its goldens folder is the run's. Throws when there is no
    /// readable results.json.
    public init(catalogue: SceneCatalogue, matrix: SnapshotMatrix, artefacts: String) throws(SnapshotError) {
        report = try RunReport.lastRun(in: artefacts)
        self.artefacts = try SafeFolder(artefacts)
        selection = SnapshotSelection(catalogue: catalogue, matrix: matrix)
        comparer = SnapshotComparer(goldens: try SafeFolder(report.goldens), layout: .sceneFolders)
        let snapshots = catalogue.snapshots(over: matrix)
        planned = Dictionary(snapshots.map { ($0.key, $0) }, uniquingKeysWith: { first, _ in first })
        transcriptMembers = Dictionary(grouping: snapshots.filter(\.scene.hasTranscript)) { $0.scene.id }
        results = Dictionary(report.results.map { ($0.key, $0) }, uniquingKeysWith: { first, _ in first })
    }

    /// The goldens folder of the run.
    public var goldens: SafeFolder { comparer.goldens }

    /// The run's failures that can be accepted: those with no ``problem(with:)``.
    public var acceptable: [SnapshotResult] {
        report.failures.filter { problem(with: $0.key) == nil }
    }

    /// The keys of the run's failures, of scenes of this build, that `filter` keeps, sorted; those
    /// that cannot be accepted are among them (``approve(_:)`` refuses each, saying why).
    public func keys(matching filter: SnapshotFilter) -> [String] {
        report.failures.compactMap { result in planned[result.key].flatMap { filter.includes($0) ? result.key : nil } }
    }

    /// Why `key` cannot be accepted at all (not a failure of the run, one without an image, one of
    /// no scene, or one that fails only the audit), or nil when it is one of ``acceptable``.
    public func problem(with key: String) -> String? {
        guard let result = results[key] else {
            return "'\(key)' is not a snapshot of the last run (keys are scene/variant/configuration, as verify prints them)"
        }
        guard result.isFailure else { return "'\(key)' matched its golden in the last run: there is nothing to accept" }
        if result.status != .matched, result.artefacts?.actual == nil {
            return "'\(key)' could not be rendered in the last run: \(result.detail)"
        }
        guard planned[key] != nil else { return "'\(key)' is produced by no scene of this build" }
        if result.status == .matched, result.transcript == nil {
            return "'\(key)' fails only the accessibility audit, which has no golden to accept: "
                + "audit findings are fixed in the code or waived in the scene (\(Self.rules(result.failingFindings.map(\.rule))))"
        }
        return nil
    }

    /// Accepts `key`: renders it again, refuses when the rendering is not what the run showed, and
    /// otherwise writes the goldens that failed in the run: the image, the transcript, or both.
    /// Throws only for a refused path or a golden that cannot be written.
    public func approve(_ key: String) throws(SnapshotError) -> Approval {
        if let problem = problem(with: key) { return Approval(key: key, outcome: .refused, message: problem) }
        let result = results[key]!
        var times = PhaseTimes()
        let comparison = try comparer.compare(planned[key]!, times: &times)
        guard let fresh = comparison.actual else {
            if case .renderFailed(let reason) = comparison.outcome { return Approval(key: key, outcome: .refused, message: reason) }
            return Approval(key: key, outcome: .refused, message: "it could not be rendered")
        }
        if let stale = staleness(of: comparison, image: fresh, in: result) {
            return Approval(key: key, outcome: .refused, message: stale)
        }
        let recorder = SnapshotRecorder(comparer: comparer, mode: .all)
        var written: [String] = []
        var removed: [String] = []
        var holding: [String] = []
        if result.status != .matched {
            if Self.imageNeedsWriting(comparison) {
                try recorder.write(fresh, to: comparison.golden, times: &times)
                written.append(comparison.golden.path)
            } else {
                holding.append(comparison.golden.path)
            }
        }
        if result.transcript != nil, let transcript = comparison.transcript {
            if transcript.matches {
                holding.append(transcript.golden.path)
            } else {
                let snapshot = planned[key]!
                let changes = try comparer.transcripts.accept(
                    [key: transcript.actual], members: transcriptMembers[snapshot.scene.id, default: []])
                written += changes.filter { $0.action != .removed }.map(\.path)
                removed += changes.filter { $0.action == .removed }.map(\.path)
            }
        }
        let failing = comparison.findings.filter { $0.waiver == nil }.map(\.rule)
        let note = failing.isEmpty ? nil
            : "the accessibility audit still fails it (\(Self.rules(failing))): fix that in the code or waive it in the scene"
        if written.isEmpty && removed.isEmpty {
            return Approval(key: key, outcome: .unchanged, message: holding.joined(separator: " and "), note: note)
        }
        let done = [("wrote ", written), ("removed ", removed)].filter { !$0.1.isEmpty }.map { $0.0 + $0.1.joined(separator: " and ") }
        return Approval(key: key, outcome: .accepted, message: done.joined(separator: "; "), note: note)
    }

    /// `rule text-contrast` or `rules text-contrast, target-size`: the rule ids given, each once, in order.
    private static func rules(_ ids: [String]) -> String {
        var seen: [String] = []
        for id in ids where !seen.contains(id) { seen.append(id) }
        return (seen.count == 1 ? "rule " : "rules ") + seen.joined(separator: ", ")
    }

    /// True when the image golden does not already hold `comparison`'s rendering exactly.
    private static func imageNeedsWriting(_ comparison: SnapshotComparison) -> Bool {
        switch comparison.outcome {
        case .renderFailed: false
        case .missing, .unreadable: true
        case .compared: comparison.pixelsChanged
        }
    }

    /// Why the fresh rendering may not be accepted for the run's `result`, or nil when it is what
    /// the run showed: the image the same pixels as the run's actual image (or, when the run wrote
    /// none, still matching its golden), and the transcript the run's (or, when the run's matched,
    /// still matching its golden).
    private func staleness(of comparison: SnapshotComparison, image fresh: Bitmap, in result: SnapshotResult) -> String? {
        let again = "run verify (or review --run) again and look at it"
        if let artefact = result.artefacts?.actual {
            do {
                let path = try artefacts.checkedPath(artefact.split(separator: "/").map(String.init))
                let shown = try PNG.read(path: path)
                if !PixelChanges(expected: shown, actual: fresh).isIdentical {
                    return "stale: the code draws it differently since the run; \(again)"
                }
            } catch {
                return "the run's actual image cannot be read (\(error)); run verify again"
            }
        } else if !comparison.matches {
            return "stale: the code draws it differently since the run; \(again)"
        }
        let reads = "stale: VoiceOver reads it differently since the run; \(again)"
        if let transcript = result.transcript {
            guard let shown = transcript.actual else {
                return "the last run did not keep its VoiceOver transcript (an older nhs-snap wrote it); run verify again"
            }
            if comparison.transcript?.actual != shown { return reads }
        } else if let transcript = comparison.transcript, !transcript.matches {
            return reads
        }
        return nil
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
