import Raster

/// Checks snapshots against their goldens, as `verify` does: compares each with the comparison
/// core (``SnapshotComparer``), and for a failure writes the review images (expected, actual and
/// diff) to the artefacts folder. Never writes a golden; a matching snapshot is never PNG-encoded.
public struct SnapshotChecker: Sendable {
    public let comparer: SnapshotComparer
    public let artefacts: SafeFolder

    /// How review images are compressed: they are looked at once and thrown away, so speed wins
    /// over size (see `PNGWriteOptions.fast` and BENCHMARKS.md).
    public static let artefactPNGOptions = PNGWriteOptions.fast

    public init(comparer: SnapshotComparer, artefacts: SafeFolder) {
        self.comparer = comparer
        self.artefacts = artefacts
    }

    /// The result for `snapshot`; throws only for a path it refuses or an artefact it cannot write.
    public func check(_ snapshot: PlannedSnapshot, times: inout PhaseTimes) throws(SnapshotError) -> SnapshotResult {
        try result(of: comparer.compare(snapshot, times: &times), times: &times)
    }

    /// The result `comparison` amounts to, its review images written when it is a failure.
    public func result(of comparison: SnapshotComparison, times: inout PhaseTimes) throws(SnapshotError) -> SnapshotResult {
        let snapshot = comparison.snapshot
        var result = SnapshotResult(
            key: snapshot.key, sceneID: snapshot.scene.id, configuration: snapshot.configuration.name,
            status: .matched, golden: comparison.golden.path)
        switch comparison.outcome {
        case .renderFailed(let reason):
            result.status = .error
            result.message = reason
        case .missing(let actual):
            result.status = .missing
            result.artefacts = try writeArtefacts(comparison.golden, actual: actual, times: &times)
        case .unreadable(let actual, let reason):
            result.status = .error
            result.message = "golden unreadable: \(reason); 'nhs-snap record' replaces it"
            result.artefacts = try writeArtefacts(comparison.golden, actual: actual, times: &times)
        case .compared(let actual, let golden, let difference):
            result.describe(difference, comparedPixels: actual.width * actual.height, scale: snapshot.configuration.scale)
            guard !comparison.matches else { break }
            result.status = .differing
            let diff = times.measure(\.compare) { comparison.diffImage() }
            result.artefacts = try writeArtefacts(comparison.golden, expected: golden.bytes, actual: actual, diff: diff, times: &times)
        }
        if !comparison.warnings.isEmpty { result.warnings = comparison.warnings }
        try describeAccessibility(of: comparison, in: &result, times: &times)
        return result
    }

    /// Adds what the audit and the transcript found to `result`; when they alone fail it, writes
    /// the actual image, for the report to draw the findings over.
    private func describeAccessibility(
        of comparison: SnapshotComparison, in result: inout SnapshotResult, times: inout PhaseTimes
    ) throws(SnapshotError) {
        if !comparison.findings.isEmpty, let actual = comparison.actual {
            result.findings = comparison.findings
            let scale = Double(comparison.snapshot.configuration.scale)
            result.imageWidth = Double(actual.width) / scale
            result.imageHeight = Double(actual.height) / scale
        }
        if let transcript = comparison.transcript, !transcript.matches {
            result.transcript = SnapshotResult.TranscriptResult(
                status: transcript.unreadable != nil ? .unreadable : transcript.expected == nil ? .missing : .differing,
                golden: transcript.golden.path, diff: transcript.diff, message: transcript.unreadable,
                expected: transcript.expected, actual: transcript.actual)
        }
        if result.failsOnlyAccessibility, result.artefacts == nil, let actual = comparison.actual {
            result.artefacts = try writeArtefacts(comparison.golden, actual: actual, times: &times)
        }
    }

    /// Writes the review images beside each other in the artefacts folder, named after the
    /// golden: `<name>.expected.png` (a copy of the golden's file), `.actual.png`, `.diff.png`.
    private func writeArtefacts(
        _ golden: GoldenFile, expected: [UInt8]? = nil, actual: Bitmap, diff: Bitmap? = nil, times: inout PhaseTimes
    ) throws(SnapshotError) -> SnapshotResult.Artefacts {
        let stem = String(golden.components.last!.dropLast(".png".count))
        func prepare(_ kind: String) throws(SnapshotError) -> (components: [String], path: String) {
            let components = golden.components.dropLast() + [stem + "." + kind + ".png"]
            return (Array(components), try artefacts.preparedPath(Array(components)))
        }
        func write(_ image: Bitmap?, _ kind: String) throws(SnapshotError) -> String? {
            guard let image else { return nil }
            let (components, path) = try prepare(kind)
            do {
                try times.measure(\.encode) { () throws(PNGError) in try PNG.write(image, to: path, options: Self.artefactPNGOptions) }
            } catch {
                throw .cannotWrite(path, error)
            }
            return components.joined(separator: "/")
        }
        var expectedPath: String?
        if let expected {
            let (components, path) = try prepare("expected")
            do throws(PNGError) { try PNG.writeFile(expected, to: path) } catch { throw .cannotWrite(path, error) }
            expectedPath = components.joined(separator: "/")
        }
        return SnapshotResult.Artefacts(expected: expectedPath, actual: try write(actual, "actual"), diff: try write(diff, "diff"))
    }
}
