import Foundation
import Raster
import SnapUI
import Snapshot
import ViewSnapshots

/// Checks `view` as `nhs-snap verify` checks a scene: renders it in every configuration of `matrix`
/// with nhs-snap's engine, compares its image and what VoiceOver reads with their goldens in
/// `__Snapshots__/<TestFile>/` beside the test file (or in `goldens`), `<name>.<configuration>.png`
/// and `<name>.transcript.txt`, which the configurations share (one reading differently has its
/// own `<name>.<configuration>.txt`, as `record` lays out a scene's), and runs the accessibility
/// audit (``Snapshotting/verify(waivers:rules:)``; pass `as:` to check less, or to waive audit
/// rules). Each failure is reported at the call (an `Issue` under Swift Testing, `XCTFail` under
/// XCTest), naming its check. Which goldens are recorded is set by `NHS_SNAP_RECORD` (see
/// ``SnapshotRecording``); a recorded golden is still reported, so a test never passes on a golden
/// it just wrote.
///
/// - Parameters:
///   - name: letters, digits, `-` and `_`; unique within the test file.
///   - goldens: a folder for the goldens instead of `__Snapshots__/<TestFile>/`.
///   - screen: true when the view is a whole screen: it fills each device's height (a
///     `NavigationStack` screen, `Spacer`s pushing content to the bottom) rather than being as tall
///     as its content.
///   - layout: `.device` (the device's width; the default), `.sizeThatFits` (the view's ideal size,
///     as a badge or a card is documented) or `.fixed(width:height:)` (that size, the view centred
///     in it). Outside `.device`, the matrix's devices give only their scale, so one device of each
///     scale is drawn, and `screen` has no effect.
///   - tolerance: how much the image may change; exact by default, as in `verify`.
///   - environment: sets environment values at the root, before the view is resolved (a design
///     system's appearance, such as `{ $0.applyNHSAppearance() }`, with its screen background).
public func assertSnapshot<V: View>(
    of view: V, named name: String, matrix: SnapshotMatrix = .standard, goldens: String? = nil, screen: Bool = false,
    layout: LayoutMode = .device, tolerance: Tolerance = .exact, environment: @escaping (inout EnvironmentValues) -> Void = { _ in },
    fileID: String = #fileID, file: StaticString = #filePath, line: UInt = #line, column: UInt = #column
) {
    assertSnapshot(
        of: view, as: .verify(), named: name, matrix: matrix, goldens: goldens, screen: screen, layout: layout,
        tolerance: tolerance, environment: environment, fileID: fileID, file: file, line: line, column: column)
}

/// Checks `view` as `strategy` says, in every configuration of `matrix`: `.image`, `.transcript`
/// (what VoiceOver reads), `.audit(waivers:rules:)`, or `.verify(waivers:rules:)` for all three.
/// The parameters are those of ``assertSnapshot(of:named:matrix:goldens:screen:layout:tolerance:environment:fileID:file:line:column:)``.
public func assertSnapshot<V: View, Format>(
    of view: V, as strategy: Snapshotting<RenderedView, Format>, named name: String, matrix: SnapshotMatrix = .standard,
    goldens: String? = nil, screen: Bool = false, layout: LayoutMode = .device, tolerance: Tolerance = .exact,
    environment: @escaping (inout EnvironmentValues) -> Void = { _ in },
    fileID: String = #fileID, file: StaticString = #filePath, line: UInt = #line, column: UInt = #column
) {
    assertSnapshot(
        of: view, as: strategy, named: name, matrix: matrix, goldens: goldens, screen: screen, layout: layout,
        tolerance: tolerance, environment: environment,
        location: CallLocation(fileID: fileID, file: file, line: line, column: column),
        processEnvironment: ProcessInfo.processInfo.environment)
}

/// The work of the two for views, reading `processEnvironment` as the process's (for tests).
func assertSnapshot<V: View, Format>(
    of view: V, as strategy: Snapshotting<RenderedView, Format>, named name: String, matrix: SnapshotMatrix,
    goldens: String?, screen: Bool, layout: LayoutMode, tolerance: Tolerance,
    environment: @escaping (inout EnvironmentValues) -> Void, location: CallLocation, processEnvironment: [String: String]
) {
    assertSnapshot(
        named: name, as: strategy, matrix: matrix.adapted(to: layout), goldens: goldens, tolerance: tolerance,
        location: location, processEnvironment: processEnvironment
    ) { configuration in
        var settings = configuration.settings
        settings.layout = layout
        let options = RenderOptions(settings, screen: screen, fonts: try testFonts.load(), environment: environment)
        return RenderedView(rendering: try render(view, options: options), isScreen: screen && layout == .device)
    }
}

/// ``assertSnapshot(of:named:matrix:goldens:screen:layout:tolerance:environment:fileID:file:line:column:)`` for an image
/// drawn by `render` in each configuration, for tests of drawing outside SnapUI: the image alone is checked.
public func assertSnapshot(
    named name: String, matrix: SnapshotMatrix = .standard, goldens: String? = nil, tolerance: Tolerance = .exact,
    fileID: String = #fileID, file: StaticString = #filePath, line: UInt = #line, column: UInt = #column,
    render: @escaping @Sendable (SnapshotConfiguration) throws -> Bitmap
) {
    assertSnapshot(
        named: name, as: .image, matrix: matrix, goldens: goldens, tolerance: tolerance,
        location: CallLocation(fileID: fileID, file: file, line: line, column: column),
        processEnvironment: ProcessInfo.processInfo.environment, value: render)
}

/// The work of all: in each configuration, `value` makes the value, `strategy` its format and
/// checks it. `processEnvironment` is where `NHS_SNAP_RECORD`, `CI` and `NHS_SNAP_ARTEFACTS` are
/// read (the process's, but for tests).
func assertSnapshot<Value, Format>(
    named name: String, as strategy: Snapshotting<Value, Format>, matrix: SnapshotMatrix, goldens: String?, tolerance: Tolerance,
    location: CallLocation, processEnvironment environment: [String: String],
    value: (SnapshotConfiguration) throws -> Value
) {
    let checker: SnapshotChecker
    let recording: SnapshotRecording
    let transcripts: AssertionTranscripts
    do {
        guard !name.isEmpty, name.unicodeScalars.allSatisfy({ ("0"..."9").contains($0) || ("a"..."z").contains($0) || ("A"..."Z").contains($0) || $0 == "-" || $0 == "_" }) else {
            throw SnapshotError.invalidSceneID(name, reason: "a snapshot name is letters, digits, '-' and '_'")
        }
        for locale in matrix.locales { try locale.check() }
        recording = try SnapshotRecording(environment: environment)
        let comparer = SnapshotComparer(goldens: try SafeFolder(goldens ?? location.snapshotsFolder), layout: .flat, tolerance: tolerance)
        checker = SnapshotChecker(comparer: comparer, artefacts: try SafeFolder(environment["NHS_SNAP_ARTEFACTS"] ?? location.artefactsFolder))
        transcripts = AssertionTranscripts(name: name, configurations: matrix.configurations, comparer: comparer)
    } catch {
        location.recordFailure("Snapshot '\(name)': \(error)")
        return
    }
    var failures: [(configuration: SnapshotConfiguration, message: () -> String)] = []
    for configuration in matrix.configurations {
        let format: Format
        do {
            format = try strategy.snapshot(value(configuration))
        } catch {
            location.recordFailure("Snapshot '\(name)' \(configuration.name): rendering failed: \(error)")
            continue
        }
        do {
            let context = DiffingContext(
                name: name, configuration: configuration, checker: checker, recording: recording, transcripts: transcripts)
            failures += try strategy.diffing.check(format, context).map { (configuration, $0) }
        } catch {
            location.recordFailure("Snapshot '\(name)' \(configuration.name): \(error)")
            break
        }
    }
    // The transcripts recorded are written together, then each failure is reported.
    do {
        try transcripts.write()
    } catch {
        location.recordFailure("Snapshot '\(name)': \(error)")
    }
    for failure in failures {
        location.recordFailure("Snapshot '\(name)' \(failure.configuration.name), \(failure.message())")
    }
}
