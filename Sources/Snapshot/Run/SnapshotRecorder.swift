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
        /// Written where there was no golden.
        case created
        /// Rewritten with new pixels.
        case updated
        /// Left alone: its pixels are the rendering's (or, in mode `failed`, within tolerance).
        case unchanged
        /// Left alone without rendering: it exists and the mode records only missing goldens.
        case kept
        /// Left alone: the scene could not be rendered. (A golden that cannot be decoded is
        /// kept in mode `missing` and rewritten in the others.)
        case error
    }

    public var key: String
    public var golden: String
    public var action: Action
    /// The error for ``Action/error``.
    public var message: String?
}

/// Records one snapshot's golden as `record` does. Each write is atomic (a temporary file in the
/// golden's folder, then a rename, by `PNG.write`), and a golden whose decoded pixels equal the
/// rendering's is never rewritten, so its file, inode and mtime stay as they were.
public struct SnapshotRecorder: Sendable {
    /// How goldens are compressed: zlib level 9 with the Sub and Up filters. Measured over the whole
    /// default matrix (BENCHMARKS.md): 30.5 MB against 32.1 MB at the default level 6, for 23 ms
    /// against 10 ms of encoding a golden. Goldens are written rarely and kept in git for good, and
    /// decoding them costs the same at either level, so the smaller files win.
    public static let goldenPNGOptions = PNGWriteOptions(compressionLevel: 9)

    public let goldens: SafeFolder
    public let layout: GoldenLayout
    public let mode: RecordMode
    /// Used by mode `failed`, for scenes without their own.
    public let tolerance: Tolerance

    public init(goldens: SafeFolder, layout: GoldenLayout, mode: RecordMode, tolerance: Tolerance) {
        self.goldens = goldens
        self.layout = layout
        self.mode = mode
        self.tolerance = tolerance
    }

    /// Records `snapshot`'s golden as the mode says; throws only for a path it refuses or a
    /// golden it cannot write.
    public func record(_ snapshot: PlannedSnapshot, times: inout PhaseTimes) throws(SnapshotError) -> RecordResult {
        let components = layout.components(sceneID: snapshot.scene.id, configuration: snapshot.configuration)
        let path = try goldens.checkedPath(components)
        var result = RecordResult(key: snapshot.key, golden: path, action: .unchanged)
        let exists = FileStatus(path) != nil
        if exists && mode == .missing {
            result.action = .kept
            return result
        }
        times.snapshots += 1

        let actual: Bitmap
        do {
            actual = try times.measure(\.render) { () throws(any Error) -> Bitmap in try snapshot.scene.render(snapshot.configuration) }
        } catch {
            result.action = .error
            result.message = "rendering failed: \(error)"
            return result
        }

        if exists {
            let expected: Bitmap
            do {
                expected = try times.measure(\.decode) { () throws(PNGError) -> Bitmap in try PNG.read(path: path) }
            } catch {
                // An unreadable golden is replaced in modes that rewrite changed goldens.
                return try write(actual, to: components, as: .updated, result, times: &times)
            }
            let unchanged = times.measure(\.compare) { () -> Bool in
                if expected == actual { return true }
                guard mode == .failed else { return false }
                let tolerance = snapshot.scene.tolerance ?? self.tolerance
                return tolerance.accepts(Pixelmatch.compare(expected, actual, options: tolerance.diffOptions(diffImage: false)))
            }
            if unchanged { return result }
            return try write(actual, to: components, as: .updated, result, times: &times)
        }
        return try write(actual, to: components, as: .created, result, times: &times)
    }

    private func write(
        _ image: Bitmap, to components: [String], as action: RecordResult.Action, _ result: RecordResult,
        times: inout PhaseTimes
    ) throws(SnapshotError) -> RecordResult {
        let path = try goldens.preparedPath(components)
        do {
            try times.measure(\.encode) { () throws(PNGError) in try PNG.write(image, to: path, options: Self.goldenPNGOptions) }
        } catch {
            throw .cannotWrite(path, error)
        }
        var result = result
        result.action = action
        return result
    }
}
