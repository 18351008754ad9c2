import Snapshot

/// Which goldens `assertSnapshot` writes, from the environment variable `NHS_SNAP_RECORD`:
/// `missing` (the default on a developer's machine), `failed`, `all` or `never` (the default in
/// CI, when `CI` is set). Every golden written is also reported as a failure.
public enum SnapshotRecording: String, Sendable, CaseIterable {
    /// Goldens that do not exist yet.
    case missing
    /// Missing goldens and those the rendering does not match.
    case failed
    /// Every golden whose pixels changed, even within tolerance.
    case all
    /// None: a missing or differing golden is only reported.
    case never

    /// The setting in `environment`; throws for a value that is not one of the four.
    public init(environment: [String: String]) throws(SnapshotError) {
        guard let value = environment["NHS_SNAP_RECORD"], !value.isEmpty else {
            self = Record.isCI(environment) ? .never : .missing
            return
        }
        guard let recording = SnapshotRecording(rawValue: value.lowercased()) else {
            throw .invalidOption("NHS_SNAP_RECORD", value: value, reason: "needs missing, failed, all or never")
        }
        self = recording
    }

    /// How to record a transcript golden (the recorder creates a missing one in every mode and
    /// updates a changed one in `failed` and `all`); nil for `never`.
    var recordMode: RecordMode? { RecordMode(rawValue: rawValue) }

    /// How to record the golden of a snapshot that verified as `result`; nil to leave it alone.
    func mode(for result: SnapshotResult) -> RecordMode? {
        switch (self, result.status) {
        case (.never, _), (_, .error): nil
        case (.missing, .missing), (.failed, .missing), (.all, .missing): .missing
        case (.failed, .differing): .failed
        case (.all, .differing), (.all, .matched): .all
        case (.missing, _), (.failed, _): nil
        }
    }
}
