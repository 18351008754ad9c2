import AccessibilityAudit
import Raster

/// Where a snapshot's golden lives: its path components inside the goldens folder, and the path.
public struct GoldenFile: Sendable, Hashable {
    public let components: [String]
    /// The checked path, e.g. `Goldens/banner/solid/iphone-se.large.light@1x.png`.
    public let path: String
}

/// A golden as read: the file's bytes and its pixels.
public struct Golden: Sendable {
    public let bytes: [UInt8]
    public let image: Bitmap
}

/// What the goldens folder holds for a snapshot.
public enum GoldenState: Sendable {
    /// No file.
    case absent
    /// A file that cannot be read or decoded (empty, truncated, corrupt, too large): the reason,
    /// naming the file.
    case unreadable(reason: String)
    case readable(Golden)
}

/// The comparison core that verify, record, review and assertSnapshot share: renders a snapshot,
/// reads and decodes its golden once, compares them (exactly, or as the tolerance says), and keeps
/// what a diff image needs so that it is drawn only when someone will look at it.
public struct SnapshotComparer: Sendable {
    public let goldens: SafeFolder
    public let layout: GoldenLayout
    /// The run's tolerance, for scenes without their own.
    public let tolerance: Tolerance

    public init(goldens: SafeFolder, layout: GoldenLayout, tolerance: Tolerance = .exact) {
        self.goldens = goldens
        self.layout = layout
        self.tolerance = tolerance
    }

    /// The tolerance `snapshot` is judged by: its scene's own, or the run's.
    public func tolerance(for snapshot: PlannedSnapshot) -> Tolerance {
        snapshot.scene.tolerance ?? tolerance
    }

    /// Where `snapshot`'s golden lives; throws for a path the goldens folder refuses.
    public func goldenFile(of snapshot: PlannedSnapshot) throws(SnapshotError) -> GoldenFile {
        let components = layout.components(sceneID: snapshot.scene.id, configuration: snapshot.configuration)
        return GoldenFile(components: components, path: try goldens.checkedPath(components))
    }

    /// Renders `snapshot`, reads its golden and compares them; throws only for a path the goldens
    /// folder refuses. Every other problem (a scene that cannot render, a golden that is absent
    /// or unreadable) is the comparison's outcome.
    public func compare(_ snapshot: PlannedSnapshot, times: inout PhaseTimes) throws(SnapshotError) -> SnapshotComparison {
        let file = try goldenFile(of: snapshot)
        let tolerance = tolerance(for: snapshot)
        times.snapshots += 1
        let rendered: SceneRendering
        switch draw(snapshot, times: &times) {
        case .failure(let failure):
            return SnapshotComparison(snapshot: snapshot, golden: file, tolerance: tolerance, outcome: .renderFailed(reason: failure.reason))
        case .success(let rendering): rendered = rendering
        }
        let actual = rendered.image
        var comparison: SnapshotComparison
        switch readGolden(file, times: &times) {
        case .absent:
            comparison = SnapshotComparison(snapshot: snapshot, golden: file, tolerance: tolerance, outcome: .missing(actual: actual))
        case .unreadable(let reason):
            comparison = SnapshotComparison(
                snapshot: snapshot, golden: file, tolerance: tolerance, outcome: .unreadable(actual: actual, reason: reason))
        case .readable(let golden):
            comparison = times.measure(\.compare) {
                SnapshotComparison(snapshot: snapshot, golden: file, tolerance: tolerance, actual: actual, expected: golden)
            }
        }
        comparison.findings = rendered.findings
        comparison.warnings = rendered.warnings
        if let transcript = rendered.transcript {
            comparison.transcript = try compareTranscript(transcript, of: snapshot)
        }
        return comparison
    }

    /// Where the scene's transcript goldens live.
    public var transcripts: TranscriptGoldens { TranscriptGoldens(goldens: goldens, layout: layout) }

    /// `transcript` against the golden `snapshot` reads: its own, else its scene's shared one.
    public func compareTranscript(_ transcript: String, of snapshot: PlannedSnapshot) throws(SnapshotError) -> TranscriptComparison {
        let file = try transcripts.file(of: snapshot)
        return switch transcripts.content(of: file) {
        case .absent: TranscriptComparison(golden: file, actual: transcript, expected: nil, unreadable: nil)
        case .text(let text): TranscriptComparison(golden: file, actual: transcript, expected: text, unreadable: nil)
        case .unreadable(let reason): TranscriptComparison(golden: file, actual: transcript, expected: nil, unreadable: reason)
        }
    }

    /// Why a scene could not be rendered.
    public struct RenderFailure: Error {
        public let reason: String
    }

    /// `snapshot`'s image, drawn by its scene.
    public func render(_ snapshot: PlannedSnapshot, times: inout PhaseTimes) -> Result<Bitmap, RenderFailure> {
        draw(snapshot, times: &times).map(\.image)
    }

    /// `snapshot` drawn by its scene: its image, its transcript and the audit's findings.
    public func draw(_ snapshot: PlannedSnapshot, times: inout PhaseTimes) -> Result<SceneRendering, RenderFailure> {
        do {
            return .success(try times.measure(\.render) { () throws(any Error) -> SceneRendering in try snapshot.scene.draw(snapshot.configuration) })
        } catch {
            return .failure(RenderFailure(reason: "rendering failed: \(error)"))
        }
    }

    /// What the goldens folder holds at `file`, decoded.
    public func readGolden(_ file: GoldenFile, times: inout PhaseTimes) -> GoldenState {
        times.measure(\.decode) { () -> GoldenState in
            do throws(PNGError) {
                let bytes = try PNG.readFile(path: file.path)
                return .readable(Golden(bytes: bytes, image: try PNG.decode(bytes, file: file.path)))
            } catch .fileNotFound {
                return .absent
            } catch {
                return .unreadable(reason: "\(error)")
            }
        }
    }
}

/// What comparing one snapshot's rendering with its golden found.
public struct SnapshotComparison: Sendable {
    public enum Outcome: Sendable {
        /// The scene could not be rendered.
        case renderFailed(reason: String)
        /// There is no golden.
        case missing(actual: Bitmap)
        /// The golden cannot be read or decoded.
        case unreadable(actual: Bitmap, reason: String)
        /// Both images; the difference is nil when they are the same, byte for byte.
        case compared(actual: Bitmap, golden: Golden, difference: SnapshotDifference?)
    }

    public let snapshot: PlannedSnapshot
    public let golden: GoldenFile
    /// The tolerance the rendering was judged by.
    public let tolerance: Tolerance
    public let outcome: Outcome
    /// Pixelmatch's result, kept for the diff image, when the tolerance needed pixelmatch.
    private let pixelmatch: DiffResult?
    /// The accessibility audit's findings in the rendering, waived ones included.
    public internal(set) var findings: [AuditFinding] = []
    /// The transcript against its golden; nil when the scene has no transcript or was not rendered.
    public internal(set) var transcript: TranscriptComparison?
    /// The render's warnings (see ``SceneRendering/warnings``).
    public internal(set) var warnings: [String] = []

    init(snapshot: PlannedSnapshot, golden: GoldenFile, tolerance: Tolerance, outcome: Outcome) {
        self.snapshot = snapshot
        self.golden = golden
        self.tolerance = tolerance
        self.outcome = outcome
        pixelmatch = nil
    }

    /// Compares `actual` with `expected`: byte for byte first; when they differ, and the tolerance
    /// does not count every change, pixelmatch counts the pixels (once). Images of different
    /// sizes differ whatever the tolerance.
    init(snapshot: PlannedSnapshot, golden: GoldenFile, tolerance: Tolerance, actual: Bitmap, expected: Golden) {
        self.snapshot = snapshot
        self.golden = golden
        self.tolerance = tolerance
        let changes = PixelChanges(expected: expected.image, actual: actual)
        var difference: SnapshotDifference?
        var pixelmatch: DiffResult?
        if changes.isIdentical {
            difference = nil
        } else if tolerance.countsEveryChange || changes.sizeMismatch != nil {
            difference = SnapshotDifference(changes: changes, countedPixels: changes.count)
        } else {
            let result = Pixelmatch.compare(expected.image, actual, options: tolerance.pixelmatchOptions)
            pixelmatch = result
            difference = SnapshotDifference(
                changes: changes, countedPixels: result.differingPixels, ignoredAntialiasedPixels: result.antialiasedPixels)
        }
        self.pixelmatch = pixelmatch
        outcome = .compared(actual: actual, golden: expected, difference: difference)
    }

    /// The rendering, unless the scene could not be rendered.
    public var actual: Bitmap? {
        switch outcome {
        case .renderFailed: nil
        case .missing(let actual), .unreadable(let actual, _), .compared(let actual, _, _): actual
        }
    }

    /// True when there is a readable golden and the rendering is within tolerance of it.
    public var matches: Bool {
        guard case .compared(_, _, let difference) = outcome else { return false }
        return difference.map(tolerance.accepts) ?? true
    }

    /// True when there is a readable golden whose pixels are not exactly the rendering's.
    public var pixelsChanged: Bool {
        guard case .compared(_, _, let difference) = outcome else { return false }
        return difference != nil
    }

    /// The diff image of the rendering against its golden: changed pixels red (and, for a
    /// tolerance that ignores anti-aliasing, anti-aliasing yellow), the rest the golden in faded
    /// grey; nil unless both images exist and differ. Drawn on each call.
    public func diffImage() -> Bitmap? {
        guard case .compared(let actual, let golden, .some) = outcome else { return nil }
        return pixelmatch?.diffImage() ?? PixelChanges.diffImage(expected: golden.image, actual: actual)
    }
}
