import SnapSupport
import SnapUI
import Snapshot

/// Which configurations a catalogue keeps accessibility snapshots in (an image with each
/// element outlined beside a legend of what VoiceOver reads, `Rendering.accessibilitySnapshot()`),
/// as goldens of a scene of their own beside each entry's: `<id>-a11y`, e.g. `banner/solid-a11y`.
public struct AccessibilitySnapshotMatrix: Sendable {
    public var devices: [Device]
    public var textSizes: [TextSize]
    public var schemes: [Scheme]
    /// The locales: the development language alone unless given, whatever locales the catalogue's
    /// matrix has; an entry that gives its own locales is kept in those instead.
    public var locales: [SnapshotLocale]

    public init(devices: [Device], textSizes: [TextSize], schemes: [Scheme], locales: [SnapshotLocale] = [.development]) {
        self.devices = devices
        self.textSizes = textSizes
        self.schemes = schemes
        self.locales = locales
    }

    /// A phone and a tablet, at the default text size and the largest, in light mode, in the development language.
    public static let standard = AccessibilitySnapshotMatrix(
        devices: [.iPhoneSE, .iPadPro11], textSizes: [.large, .accessibility5], schemes: [.light])

    /// What an entry's accessibility scene's id adds to the entry's.
    public static let idSuffix = "-a11y"
}

extension CatalogueEntry {
    /// The entry's accessibility snapshots as a scene of their own, `<id>-a11y`, drawn in
    /// `matrix`'s configurations (in the entry's layout, and in the entry's own locales when it
    /// gives them): the rendering with its elements outlined and the legend beside it.
    public func accessibilityScene(
        fonts: SceneFonts, environment: @escaping @Sendable (inout EnvironmentValues) -> Void,
        matrix: AccessibilitySnapshotMatrix = .standard
    ) -> SnapshotScene {
        var scene = SnapshotScene(
            id + AccessibilitySnapshotMatrix.idSuffix, devices: matrix.devices, textSizes: matrix.textSizes,
            schemes: matrix.schemes, locales: locales ?? matrix.locales, tolerance: tolerance, hasTranscript: false
        ) { configuration in
            SceneRendering(image: try render(configuration.settings, fonts: fonts.load(), environment: environment).accessibilitySnapshot())
        }
        scene.layout = layout
        return scene
    }
}

extension CatalogueEntry {
    /// The entry of `entries` that `id` names, among the ids of the catalogue's scenes (as `list`
    /// prints them): an entry's own id, or, when the catalogue keeps `accessibilitySnapshots`,
    /// `<id>-a11y`, the entry's accessibility snapshot (then `isAccessibilitySnapshot` is true).
    /// Throws ``SnapshotError/unknownScene(_:nearest:)`` naming the nearest of those ids.
    public static func named(
        _ id: String, in entries: [CatalogueEntry], accessibilitySnapshots: Bool
    ) throws(SnapshotError) -> (entry: CatalogueEntry, isAccessibilitySnapshot: Bool) {
        let suffix = AccessibilitySnapshotMatrix.idSuffix
        if let entry = entries.first(where: { $0.id == id }) { return (entry, false) }
        if accessibilitySnapshots, id.hasSuffix(suffix), let entry = entries.first(where: { $0.id == id.dropLast(suffix.count) }) {
            return (entry, true)
        }
        let ids = entries.map(\.id) + (accessibilitySnapshots ? entries.map { $0.id + suffix } : [])
        throw .unknownScene(id, nearest: NearestNames.to(id, in: ids))
    }
}
