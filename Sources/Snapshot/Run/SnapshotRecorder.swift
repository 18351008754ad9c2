import Raster
import SnapSupport

/// Which goldens `record` writes.
public enum RecordMode: String, Sendable, CaseIterable {
    /// Only goldens that do not exist (the default).
    case missing
    /// Missing goldens and those the rendering no longer matches within tolerance.
    case failed
    /// Every golden whose pixels differ from the rendering at all.
    case all
}

/// What `record` did with one golden.
public struct RecordResult: Sendable, Equatable {
    public enum Action: String, Sendable, CaseIterable {
        /// Written where there was no golden, or over one that could not be read (then ``message``
        /// says so).
        case created
        /// Rewritten with new pixels.
        case updated
        /// Left alone: its pixels are the rendering's (or, in mode `failed`, within tolerance).
        case unchanged
        /// Left alone without rendering: it exists and the mode records only missing goldens.
        case kept
        /// Left alone: the scene could not be rendered.
        case error
    }

    public var key: String
    public var golden: String
    public var action: Action
    /// The error for ``Action/error``; for ``Action/created`` over an unreadable golden, why it
    /// could not be read.
    public var message: String?
    /// What was done with the `.txt` transcript golden, when it was written (``Action/created``
    /// or ``Action/updated``); nil when it was left alone or the scene has none.
    public var transcriptAction: Action?
    /// The transcript golden's path, when it was written.
    public var transcriptGolden: String?
}

/// Records goldens as `record` does, judging each with the comparison core (``SnapshotComparer``).
/// An unreadable golden (empty, truncated, corrupt) counts as missing in every mode. Each write is
/// atomic (a temporary file in the golden's folder, then a rename, by `PNG.write`), and a golden
/// whose decoded pixels equal the rendering's is never rewritten, so its file, inode and mtime
/// stay as they were.
public struct SnapshotRecorder: Sendable {
    /// How goldens are compressed: zlib level 9 with the Sub and Up filters. Measured over the whole
    /// default matrix (BENCHMARKS.md): 30.5 MB against 32.1 MB at the default level 6, for 23 ms
    /// against 10 ms of encoding a golden. Goldens are written rarely and kept in git for good, and
    /// decoding them costs the same at either level, so the smaller files win.
    public static let goldenPNGOptions = PNGWriteOptions(compressionLevel: 9)

    public let comparer: SnapshotComparer
    public let mode: RecordMode

    public init(comparer: SnapshotComparer, mode: RecordMode) {
        self.comparer = comparer
        self.mode = mode
    }

    /// Records `snapshot`'s golden as the mode says; throws only for a path it refuses or a
    /// golden it cannot write. In mode `missing`, a golden that reads is kept without rendering.
    public func record(_ snapshot: PlannedSnapshot, times: inout PhaseTimes) throws(SnapshotError) -> RecordResult {
        if mode == .missing {
            let file = try comparer.goldenFile(of: snapshot)
            if case .readable = comparer.readGolden(file, times: &times), try !transcriptIsMissing(snapshot) {
                return RecordResult(key: snapshot.key, golden: file.path, action: .kept)
            }
        }
        return try record(comparer.compare(snapshot, times: &times), times: &times)
    }

    /// Records the golden of a snapshot already compared, as the mode says: a missing or
    /// unreadable golden is created, and one whose pixels changed is updated in mode `all`, or in
    /// mode `failed` when it is outside tolerance. Throws only for a golden it cannot write.
    public func record(_ comparison: SnapshotComparison, times: inout PhaseTimes) throws(SnapshotError) -> RecordResult {
        var result = RecordResult(key: comparison.snapshot.key, golden: comparison.golden.path, action: .unchanged)
        switch comparison.outcome {
        case .renderFailed(let reason):
            result.action = .error
            result.message = reason
        case .missing(let actual):
            try write(actual, to: comparison.golden, times: &times)
            result.action = .created
        case .unreadable(let actual, let reason):
            try write(actual, to: comparison.golden, times: &times)
            result.action = .created
            result.message = "replaced an unreadable golden (\(reason))"
        case .compared(let actual, _, _):
            let rewrite = switch mode {
            case .missing: false
            case .failed: !comparison.matches
            case .all: comparison.pixelsChanged
            }
            if rewrite {
                try write(actual, to: comparison.golden, times: &times)
                result.action = .updated
            }
        }
        if let transcript = comparison.transcript, let action = try record(transcript) {
            result.transcriptAction = action
            result.transcriptGolden = transcript.golden.path
        }
        return result
    }

    /// Records a transcript golden as the mode says: a missing (or unreadable) one is created in
    /// every mode, a changed one updated in modes `failed` and `all`. Returns what was done, nil
    /// when the golden was left alone; throws only for a golden it cannot write.
    public func record(_ transcript: TranscriptComparison) throws(SnapshotError) -> RecordResult.Action? {
        let action: RecordResult.Action? =
            transcript.expected == nil ? .created : (!transcript.matches && mode != .missing ? .updated : nil)
        if action != nil { try write(transcript.actual, to: transcript.golden) }
        return action
    }

    /// True when `snapshot`'s scene keeps a transcript and its `.txt` golden is not there.
    private func transcriptIsMissing(_ snapshot: PlannedSnapshot) throws(SnapshotError) -> Bool {
        guard snapshot.scene.hasTranscript else { return false }
        let file = try comparer.transcriptFile(of: snapshot)
        return FileStatus(file.path)?.isRegularFile != true
    }

    /// Writes `transcript` as the golden `file`, atomically.
    public func write(_ transcript: String, to file: GoldenFile) throws(SnapshotError) {
        let path = try comparer.goldens.preparedPath(file.components)
        do throws(AtomicFile.WriteError) { try AtomicFile.write(Array(transcript.utf8), to: path) } catch {
            throw .cannotWrite(error.path, reason: error.reason)
        }
    }

    /// Writes `image` as the golden `file`, atomically, in the goldens' PNG settings.
    public func write(_ image: Bitmap, to file: GoldenFile, times: inout PhaseTimes) throws(SnapshotError) {
        let path = try comparer.goldens.preparedPath(file.components)
        do {
            try times.measure(\.encode) { () throws(PNGError) in try PNG.write(image, to: path, options: Self.goldenPNGOptions) }
        } catch {
            throw .cannotWrite(path, error)
        }
    }
}
