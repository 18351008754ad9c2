import Raster

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
    /// The VoiceOver transcript to record as the snapshot's expectation, when the mode records it
    /// (missing, unreadable, or changed in mode `failed` or `all`); `record` writes a scene's
    /// transcript goldens once all its snapshots are recorded (``TranscriptGoldens/accept(_:members:)``).
    public var transcript: String?
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
        result.transcript = comparison.transcript.flatMap(transcriptToRecord)
        return result
    }

    /// The transcript to record as `transcript`'s snapshot's expectation, as the mode says: when
    /// its golden is missing or unreadable in every mode, when it changed in modes `failed` and
    /// `all`; nil to keep what the golden holds. ``TranscriptGoldens/accept(_:members:)`` writes it.
    public func transcriptToRecord(_ transcript: TranscriptComparison) -> String? {
        transcript.expected == nil || (!transcript.matches && mode != .missing) ? transcript.actual : nil
    }

    /// True when `snapshot`'s scene keeps a transcript and neither its own `.txt` golden nor its
    /// scene's shared one is there.
    private func transcriptIsMissing(_ snapshot: PlannedSnapshot) throws(SnapshotError) -> Bool {
        guard snapshot.scene.hasTranscript else { return false }
        let file = try comparer.transcripts.file(of: snapshot)
        return FileStatus(file.path)?.isRegularFile != true
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
