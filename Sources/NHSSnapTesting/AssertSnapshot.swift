import Foundation
import Raster
import SnapUI
import Snapshot
import ViewSnapshots

/// Renders `view` in every configuration of `matrix` with nhs-snap's engine and compares each
/// image with its golden, `__Snapshots__/<TestFile>/<name>.<configuration>.png` beside the test
/// file (or in `goldens`). Each failure is reported at the call (an `Issue` under Swift Testing,
/// `XCTFail` under XCTest) with the diff's figures and the paths of the expected, actual and diff
/// images. Which goldens are recorded is set by `NHS_SNAP_RECORD` (see ``SnapshotRecording``); a
/// recorded golden is still reported, so a test never passes on a golden it just wrote.
///
/// - Parameters:
///   - name: letters, digits, `-` and `_`; unique within the test file.
///   - goldens: a folder for the goldens instead of `__Snapshots__/<TestFile>/`.
///   - screen: true when the view is a whole screen: it fills each device's height (a
///     `NavigationStack` screen, `Spacer`s pushing content to the bottom) rather than being as tall
///     as its content.
///   - environment: sets environment values at the root, before the view is resolved (a design
///     system's appearance, such as `{ $0.applyNHSAppearance() }`, with its screen background).
public func assertSnapshot<V: View>(
    of view: V, named name: String, matrix: SnapshotMatrix = .standard, goldens: String? = nil, screen: Bool = false,
    tolerance: Tolerance = .exact, environment: @escaping (inout EnvironmentValues) -> Void = { _ in },
    fileID: String = #fileID, file: StaticString = #filePath, line: UInt = #line, column: UInt = #column
) {
    let location = CallLocation(fileID: fileID, file: file, line: line, column: column)
    var images: [SnapshotConfiguration: Bitmap] = [:]
    do {
        for configuration in matrix.configurations {
            let options = RenderOptions(configuration.settings, screen: screen, fonts: try testFonts.load(), environment: environment)
            images[configuration] = try render(view, options: options).image
        }
    } catch {
        location.recordFailure("Snapshot '\(name)': rendering failed: \(error)")
        return
    }
    let rendered = images
    assertSnapshot(
        named: name, matrix: matrix, goldens: goldens, tolerance: tolerance, location: location,
        processEnvironment: ProcessInfo.processInfo.environment
    ) { configuration in
        rendered[configuration]!
    }
}

/// ``assertSnapshot(of:named:matrix:goldens:screen:tolerance:environment:fileID:file:line:column:)`` for an image
/// drawn by `render` in each configuration, for tests of drawing outside SnapUI.
public func assertSnapshot(
    named name: String, matrix: SnapshotMatrix = .standard, goldens: String? = nil, tolerance: Tolerance = .exact,
    fileID: String = #fileID, file: StaticString = #filePath, line: UInt = #line, column: UInt = #column,
    render: @escaping @Sendable (SnapshotConfiguration) throws -> Bitmap
) {
    assertSnapshot(
        named: name, matrix: matrix, goldens: goldens, tolerance: tolerance,
        location: CallLocation(fileID: fileID, file: file, line: line, column: column),
        processEnvironment: ProcessInfo.processInfo.environment, render: render)
}

/// The work of both: `processEnvironment` is where `NHS_SNAP_RECORD`, `CI` and
/// `NHS_SNAP_ARTEFACTS` are read (the process's, but for tests).
func assertSnapshot(
    named name: String, matrix: SnapshotMatrix, goldens: String?, tolerance: Tolerance, location: CallLocation,
    processEnvironment environment: [String: String], render: @escaping @Sendable (SnapshotConfiguration) throws -> Bitmap
) {
    do {
        guard !name.isEmpty, name.unicodeScalars.allSatisfy({ ("0"..."9").contains($0) || ("a"..."z").contains($0) || ("A"..."Z").contains($0) || $0 == "-" || $0 == "_" }) else {
            throw SnapshotError.invalidSceneID(name, reason: "a snapshot name is letters, digits, '-' and '_'")
        }
        let recording = try SnapshotRecording(environment: environment)
        let folder = try SafeFolder(goldens ?? location.snapshotsFolder)
        let artefacts = try SafeFolder(environment["NHS_SNAP_ARTEFACTS"] ?? location.artefactsFolder)
        let comparer = SnapshotComparer(goldens: folder, layout: .flat, tolerance: tolerance)
        let checker = SnapshotChecker(comparer: comparer, artefacts: artefacts)
        let scene = Scene(name, render: render)
        for configuration in matrix.configurations {
            var times = PhaseTimes()
            // Rendered, decoded and compared once; the verdict and any golden recorded come from it.
            let comparison = try comparer.compare(PlannedSnapshot(scene: scene, configuration: configuration), times: &times)
            let result = try checker.result(of: comparison, times: &times)
            var recorded: String?
            if let recordMode = recording.mode(for: result) {
                let outcome = try SnapshotRecorder(comparer: comparer, mode: recordMode).record(comparison, times: &times)
                if outcome.action == .created || outcome.action == .updated { recorded = outcome.golden }
            }
            guard result.isFailure || recorded != nil else { continue }
            var message = "Snapshot '\(name)' \(result.configuration): \(result.detail)"
            if let recorded {
                message += "; recorded \(recorded) (NHS_SNAP_RECORD=\(recording.rawValue)): check it, then run again"
            }
            for path in result.artefacts?.all ?? [] { message += "\n  \(artefacts.root)/\(path)" }
            location.recordFailure(message)
        }
    } catch {
        location.recordFailure("Snapshot '\(name)': \(error)")
    }
}
