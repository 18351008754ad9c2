import AccessibilityAudit
import Raster
import SnapSupport
import SnapUI
import Snapshot

/// One scene of a catalogue: a view to render under an id such as `banner/solid`, with what the
/// workflow needs to know of it. nhs-snap's built-in scenes are entries, and so are an app's own.
public struct CatalogueEntry: Sendable {
    /// `component/sample`: ASCII letters, digits and hyphens, one slash. It names the golden
    /// folder, `Goldens/<id>/`.
    public let id: String
    /// True for the specification's own code samples (they make the documentation images).
    public let isSpecSample: Bool
    /// True when the scene is a whole screen: it fills the device's height.
    public let isScreen: Bool
    /// Points the scene's scroll views are scrolled down (to show a screen scrolled past its title).
    public let scrollOffset: Double
    /// How the scene is laid out: on the device (the default), at the view's ideal size or at a
    /// fixed size. Outside the device's layout the device gives only its scale, and a screen is
    /// not stretched to the screen's height.
    public let layout: LayoutMode
    /// Devices, text sizes, schemes or locales in place of the matrix's, where a dimension cannot
    /// change the scene (or needs more); nil keeps the matrix's.
    public let devices: [Device]?
    public let textSizes: [TextSize]?
    public let schemes: [Scheme]?
    public let locales: [SnapshotLocale]?
    /// The scene's own tolerance in place of the run's; nil keeps the run's.
    public let tolerance: Tolerance?
    /// Where the entry is written (its `#filePath` and `#line`), which CI annotations name.
    public let source: SourceLocation
    /// Audit rules the scene does not meet, each with the reason it is accepted: a finding of a
    /// waived rule is reported with the reason and does not fail `verify`.
    public let waivers: [AuditWaiver]
    /// Makes the view; called once per render, on any thread.
    public let make: @Sendable () -> any View

    public init<V: View>(
        _ id: String, specSample: Bool = false, screen: Bool = false, scrollOffset: Double = 0, layout: LayoutMode = .device,
        devices: [Device]? = nil, textSizes: [TextSize]? = nil, schemes: [Scheme]? = nil, locales: [SnapshotLocale]? = nil,
        tolerance: Tolerance? = nil, waivers: [AuditWaiver] = [], file: String = #filePath, line: Int = #line,
        _ make: @escaping @Sendable () -> V
    ) {
        self.id = id
        isSpecSample = specSample
        isScreen = screen
        self.scrollOffset = scrollOffset
        self.layout = layout
        self.devices = devices
        self.textSizes = textSizes
        self.schemes = schemes
        self.locales = locales
        self.tolerance = tolerance
        source = SourceLocation(file: file, line: line)
        self.waivers = waivers
        self.make = make
    }

    /// Renders the entry with `settings` (in the entry's ``layout``, whatever `settings.layout` says)
    /// and `fonts`, `environment` applied at the root (an app's appearance, such as
    /// `{ $0.applyNHSAppearance() }`), scrolled by the entry's offset, and at least the screen's
    /// height when the entry is a screen laid out on its device.
    public func render(
        _ settings: RenderSettings, fonts: FontSet, environment: @escaping (inout EnvironmentValues) -> Void
    ) throws -> Rendering {
        try render(settings, screen: isScreen, fonts: fonts, environment: environment)
    }

    /// Renders the entry as ``render(_:fonts:environment:)`` does, at least the screen's height
    /// only when `screen` is true.
    private func render(
        _ settings: RenderSettings, screen: Bool, fonts: FontSet, environment: @escaping (inout EnvironmentValues) -> Void
    ) throws -> Rendering {
        var settings = settings
        settings.layout = layout
        var options = RenderOptions(settings, screen: screen, fonts: fonts, environment: environment)
        options.scrollOffset = scrollOffset
        return try SnapUI.render(options: options) { AnyView(make()) }
    }

    /// The entry as the workflow's scene, drawn by ``render(_:fonts:environment:)`` in each
    /// configuration on its device's screen, with what VoiceOver reads, what `auditRules` find
    /// (under the entry's waivers) and the render's warnings, each key shown untranslated among them; spec samples are the documentation samples. A screen's scene
    /// can also draw it as tall as its content (``SnapshotScene/renderContent``), for its documentation image.
    public func scene(
        fonts: SceneFonts, environment: @escaping @Sendable (inout EnvironmentValues) -> Void,
        auditRules: [AuditRule] = AuditRule.standard
    ) -> SnapshotScene {
        var scene = SnapshotScene(
            id, devices: devices, textSizes: textSizes, schemes: schemes, locales: locales, tolerance: tolerance, isDocSample: isSpecSample,
            source: source
        ) { configuration in
            let rendering = try render(configuration.settings, fonts: fonts.load(), environment: environment)
            return SceneRendering(
                image: rendering.image, transcript: rendering.transcript,
                findings: Audit.run(rendering.auditSubject(isScreen: isScreen), rules: auditRules, waivers: waivers),
                warnings: rendering.warnings + rendering.missingTranslations.map(\.description))
        }
        scene.layout = layout
        if isScreen && layout == .device {
            scene.renderContent = { configuration in
                try render(configuration.settings, screen: false, fonts: fonts.load(), environment: environment).image
            }
        }
        return scene
    }

    /// The entry of `entries` with `id`; throws ``SnapshotError/unknownScene(_:nearest:)``
    /// naming the nearest ids when there is none.
    public static func named(_ id: String, in entries: [CatalogueEntry]) throws(SnapshotError) -> CatalogueEntry {
        try named(id, in: entries, accessibilitySnapshots: false).entry
    }
}
