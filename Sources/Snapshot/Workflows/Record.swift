import Foundation

/// `nhs-snap record`: writes goldens for the selected snapshots, by mode. Refuses in CI unless
/// forced: goldens are recorded where someone can look at them.
public enum Record {
    public struct Options: Sendable {
        public var goldens: String = "Goldens"
        public var mode: RecordMode = .missing
        /// Used by mode `failed` to decide whether a golden still matches; exact by default.
        public var tolerance = Tolerance.exact
        public var jobs = ParallelRunner.coreCount
        /// Record even when the CI environment variable is set.
        public var force = false
        /// The environment to look for `CI` in.
        public var environment: [String: String] = ProcessInfo.processInfo.environment

        public init() {}
    }

    public struct Outcome: Sendable {
        /// One per selected snapshot, sorted by key.
        public let results: [RecordResult]
        /// Each transcript golden created, updated or removed, scene by scene (a shared one once).
        public let transcripts: [TranscriptGoldens.Change]
        public let times: PhaseTimes
        /// What the command prints: the counts, then each golden written and each error.
        public let text: String

        /// True when some snapshot could not be rendered.
        public var hasErrors: Bool { results.contains { $0.action == .error } }
    }

    /// True when `environment` says this is a CI run: `CI` is set to anything but empty, `0`
    /// or `false`.
    public static func isCI(_ environment: [String: String]) -> Bool {
        guard let value = environment["CI"] else { return false }
        return !["", "0", "false"].contains(value.lowercased())
    }

    /// Records the goldens of `selection`'s snapshots; throws ``SnapshotError`` for a selection of
    /// no snapshot, in CI without `force`, for a refused path or a golden it cannot write.
    public static func run(_ selection: SnapshotSelection, options: Options) throws(SnapshotError) -> Outcome {
        let snapshots = try selection.snapshots
        if isCI(options.environment) && !options.force { throw .recordingInCI }
        let comparer = SnapshotComparer(goldens: try SafeFolder(options.goldens), layout: .sceneFolders, tolerance: options.tolerance)
        let recorder = SnapshotRecorder(comparer: comparer, mode: options.mode)
        let (recorded, times) = ParallelRunner(jobs: options.jobs, label: "record").map(snapshots) { snapshot, times in
            Result { () throws(SnapshotError) -> RecordResult in try recorder.record(snapshot, times: &times) }
        }
        var results: [RecordResult] = []
        for result in recorded { results.append(try result.get()) }
        let transcripts = try recordTranscripts(of: snapshots, results: results, selection: selection, recorder: recorder)
        return Outcome(results: results, transcripts: transcripts, times: times, text: text(for: results, transcripts: transcripts, mode: options.mode))
    }

    /// Writes the transcript goldens of every scene with a selected snapshot, once all are
    /// recorded: a scene's configurations share one file, so each scene's are laid out together,
    /// with every snapshot of the scene over the matrix (selected or not) keeping its expectation.
    private static func recordTranscripts(
        of snapshots: [PlannedSnapshot], results: [RecordResult], selection: SnapshotSelection, recorder: SnapshotRecorder
    ) throws(SnapshotError) -> [TranscriptGoldens.Change] {
        let selected = Set(snapshots.filter(\.scene.hasTranscript).map(\.scene.id))
        let members = Dictionary(grouping: selection.catalogue.snapshots(over: selection.matrix).filter { selected.contains($0.scene.id) }) {
            $0.scene.id
        }
        var accepted: [String: [String: String]] = [:]
        for (snapshot, result) in zip(snapshots, results) {
            if let transcript = result.transcript { accepted[snapshot.scene.id, default: [:]][result.key] = transcript }
        }
        var changes: [TranscriptGoldens.Change] = []
        for id in selected.sorted() {
            changes += try recorder.comparer.transcripts.accept(accepted[id, default: [:]], members: members[id, default: []])
        }
        return changes
    }

    private static func text(for results: [RecordResult], transcripts: [TranscriptGoldens.Change], mode: RecordMode) -> String {
        let counts = RecordResult.Action.allCases.map { action in
            "\(results.count { $0.action == action }) \(action.rawValue)"
        }
        var lines = ["record (mode \(mode.rawValue)): \(results.count) snapshots: " + counts.joined(separator: ", ")]
        for result in results {
            switch result.action {
            case .created, .updated:
                lines.append("\(result.action.rawValue) \(result.golden)" + (result.message.map { ": \($0)" } ?? ""))
            case .error: lines.append("ERROR \(result.key): \(result.message ?? "")")
            case .unchanged, .kept: break
            }
        }
        lines += transcripts.map(\.description)
        return lines.joined(separator: "\n")
    }
}
