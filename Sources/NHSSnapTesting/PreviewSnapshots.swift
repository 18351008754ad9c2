import Foundation
import Snapshot
import SnapUI
import Testing
import ViewSnapshots

/// One preview of the test process, as a parameterised test's argument: each is a test case of its own,
/// named by its scene id (`HomeView/signed-in`), so a failing preview names itself in the test output.
///
/// ```swift
/// @Test(arguments: PreviewSnapshot.all()) func previews(_ preview: PreviewSnapshot) {
///     assertSnapshot(of: preview)
/// }
/// ```
public struct PreviewSnapshot: Sendable, CustomTestStringConvertible, CustomStringConvertible {
    /// The preview as a scene: its id, layout, devices and waivers.
    public let entry: CatalogueEntry

    public var testDescription: String { entry.id }
    public var description: String { entry.id }

    /// The previews `selection` takes, as scenes over `matrix` (a landscape preview turns its devices on
    /// their side). A preview that cannot be made into a scene (a waiver naming no preview, fonts that
    /// cannot be read) is an issue recorded here, and no argument.
    public static func all(_ selection: PreviewSelection = .all, matrix: SnapshotMatrix = .standard) -> [PreviewSnapshot] {
        do {
            return try selection.entries(matrix: matrix, fonts: testFonts.load()).map(PreviewSnapshot.init)
        } catch {
            Issue.record("cannot make the previews into snapshots: \(error)")
            return []
        }
    }
}

/// Checks `preview` as `nhs-snap verify` checks its scene: in every configuration of `matrix` adapted to
/// the preview (its own axes, and one device per scale outside a device layout), laid out as its traits
/// say, its image, transcript and audit (under its waivers) against goldens in `__Snapshots__/<TestFile>/`
/// (or `goldens`), named by its scene id with `_` for `/` (`HomeView_signed-in.<configuration>.png`).
/// The other parameters are those of ``assertSnapshot(of:named:matrix:goldens:screen:layout:tolerance:environment:fileID:file:line:column:)``.
public func assertSnapshot(
    of preview: PreviewSnapshot, matrix: SnapshotMatrix = .standard, goldens: String? = nil, tolerance: Tolerance = .exact,
    environment: @escaping @Sendable (inout EnvironmentValues) -> Void = { _ in },
    fileID: String = #fileID, file: StaticString = #filePath, line: UInt = #line, column: UInt = #column
) {
    let entry = preview.entry
    let scene = entry.scene(fonts: testFonts, environment: environment)
    assertSnapshot(
        named: entry.id.replacingOccurrences(of: "/", with: "_"), as: .verify(waivers: entry.waivers),
        matrix: matrix.adapted(to: scene), goldens: goldens, tolerance: tolerance,
        location: CallLocation(fileID: fileID, file: file, line: line, column: column),
        processEnvironment: ProcessInfo.processInfo.environment
    ) { configuration in
        let rendering = try entry.render(configuration.settings, fonts: testFonts.load(), environment: environment)
        return RenderedView(rendering: rendering, isScreen: entry.isScreen && entry.layout == .device)
    }
}
