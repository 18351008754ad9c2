import Raster

/// Checks one snapshot against its golden, as `verify` does: renders it, decodes the golden,
/// compares pixels (bytes first, pixelmatch only when they differ), and for a failure writes the
/// expected, actual and diff images to the artefacts folder. Never writes a golden. A matching
/// snapshot is never PNG-encoded.
public struct SnapshotChecker: Sendable {
    public let goldens: SafeFolder
    public let layout: GoldenLayout
    public let artefacts: SafeFolder
    /// The run's tolerance, for scenes without their own.
    public let tolerance: Tolerance

    public init(goldens: SafeFolder, layout: GoldenLayout, artefacts: SafeFolder, tolerance: Tolerance) {
        self.goldens = goldens
        self.layout = layout
        self.artefacts = artefacts
        self.tolerance = tolerance
    }

    /// The result for `snapshot`; throws only for a path it refuses or an artefact it cannot write.
    public func check(_ snapshot: PlannedSnapshot, times: inout PhaseTimes) throws(SnapshotError) -> SnapshotResult {
        let components = layout.components(sceneID: snapshot.scene.id, configuration: snapshot.configuration)
        let goldenPath = try goldens.checkedPath(components)
        var result = SnapshotResult(
            key: snapshot.key, sceneID: snapshot.scene.id, configuration: snapshot.configuration.name,
            status: .matched, golden: goldenPath)
        times.snapshots += 1

        let actual: Bitmap
        do {
            actual = try times.measure(\.render) { () throws(any Error) -> Bitmap in try snapshot.scene.render(snapshot.configuration) }
        } catch {
            result.status = .error
            result.message = "rendering failed: \(error)"
            return result
        }

        let expected: Bitmap
        do {
            expected = try times.measure(\.decode) { () throws(PNGError) -> Bitmap in try PNG.read(path: goldenPath) }
        } catch .fileNotFound {
            result.status = .missing
            result.artefacts = try writeArtefacts(components, actual: actual, times: &times)
            return result
        } catch {
            result.status = .error
            result.message = "golden unreadable: \(error)"
            return result
        }

        let tolerance = snapshot.scene.tolerance ?? self.tolerance
        let verdict = times.measure(\.compare) { () -> DiffResult? in
            if expected == actual { return nil }
            return Pixelmatch.compare(expected, actual, options: tolerance.diffOptions(diffImage: false))
        }
        guard let verdict else {
            result.differingPixels = 0
            result.totalPixels = actual.width * actual.height
            return result
        }
        result.differingPixels = verdict.differingPixels
        result.totalPixels = verdict.totalPixels
        result.sizeMismatch = verdict.sizeMismatch?.description
        if tolerance.accepts(verdict) { return result }

        result.status = .differing
        let diff = times.measure(\.compare) {
            Pixelmatch.compare(expected, actual, options: tolerance.diffOptions(diffImage: true)).diffImage
        }
        result.artefacts = try writeArtefacts(components, expected: expected, actual: actual, diff: diff, times: &times)
        return result
    }

    /// Writes the review images beside each other in the artefacts folder, named after the
    /// golden: `<name>.expected.png`, `.actual.png`, `.diff.png`.
    private func writeArtefacts(
        _ golden: [String], expected: Bitmap? = nil, actual: Bitmap, diff: Bitmap? = nil, times: inout PhaseTimes
    ) throws(SnapshotError) -> SnapshotResult.Artefacts {
        let stem = String(golden.last!.dropLast(".png".count))
        func write(_ image: Bitmap?, _ kind: String) throws(SnapshotError) -> String? {
            guard let image else { return nil }
            let components = golden.dropLast() + [stem + "." + kind + ".png"]
            let path = try artefacts.preparedPath(Array(components))
            do {
                try times.measure(\.encode) { () throws(PNGError) in try PNG.write(image, to: path) }
            } catch {
                throw .cannotWrite(path, error)
            }
            return components.joined(separator: "/")
        }
        return SnapshotResult.Artefacts(
            expected: try write(expected, "expected"), actual: try write(actual, "actual"), diff: try write(diff, "diff"))
    }
}
