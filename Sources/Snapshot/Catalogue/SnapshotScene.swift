import AccessibilityAudit
import Raster

/// One entry of the catalogue: something to render, named by an id such as `banner/solid`, in
/// every configuration of the matrix (or of its own axes when it gives them).
public struct SnapshotScene: Sendable {
    /// `component/variant`: ASCII letters, digits and `-`, with exactly one `/`. It names the
    /// golden folder, `Goldens/<id>/`.
    public let id: String
    /// Devices in place of the matrix's, to narrow or widen it; nil for the matrix's.
    public var devices: [Device]?
    /// Text sizes in place of the matrix's (and of its narrowest-device extras); nil for the matrix's.
    public var textSizes: [TextSize]?
    /// Schemes in place of the matrix's; nil for the matrix's.
    public var schemes: [Scheme]?
    /// Locales in place of the matrix's; nil for the matrix's.
    public var locales: [SnapshotLocale]?
    /// The scene's own tolerance, used instead of the run's; nil for the run's.
    public var tolerance: Tolerance?
    /// True when `nhs-snap docs` shows this scene as a sample of its component.
    public var isDocSample: Bool
    /// Where the scene is defined, for CI annotations; nil when not known.
    public var source: SourceLocation?
    /// True when the scene's renderings carry a VoiceOver transcript, kept as a `.txt` golden.
    public let hasTranscript: Bool
    /// How the scene's draw closure lays it out (a catalogue entry's passes its own mode on in
    /// ``RenderSettings/layout``): on its device unless set. In another mode the matrix keeps one
    /// device of each scale (``SnapshotMatrix/adapted(to:)``).
    public var layout: LayoutMode = .device
    /// Draws the scene in a configuration, with what VoiceOver reads and what the audit finds
    /// when the scene knows them. Called from several threads at once.
    public let draw: @Sendable (SnapshotConfiguration) throws -> SceneRendering
    /// For a scene that is a whole screen (drawn at its device's height): draws it as tall as its
    /// content instead, with which `docs` cuts a screen that shows only its top to what it shows.
    /// Nil for a scene that is not a screen, whose images are as tall as their content already.
    public var renderContent: (@Sendable (SnapshotConfiguration) throws -> Bitmap)?

    /// Draws the scene's image alone in a configuration.
    public var render: @Sendable (SnapshotConfiguration) throws -> Bitmap {
        { [draw] configuration in try draw(configuration).image }
    }

    /// A scene; its id is checked when a ``SceneCatalogue`` is made from it.
    public init(
        _ id: String,
        devices: [Device]? = nil, textSizes: [TextSize]? = nil, schemes: [Scheme]? = nil, locales: [SnapshotLocale]? = nil,
        tolerance: Tolerance? = nil, isDocSample: Bool = false, source: SourceLocation? = nil,
        render: @escaping @Sendable (SnapshotConfiguration) throws -> Bitmap
    ) {
        self.init(
            id, devices: devices, textSizes: textSizes, schemes: schemes, locales: locales, tolerance: tolerance, isDocSample: isDocSample,
            source: source, hasTranscript: false
        ) {
            SceneRendering(image: try render($0))
        }
    }

    /// A scene that draws with its accessibility: its transcript (a golden beside the image, when
    /// `hasTranscript`) and the audit's findings.
    public init(
        _ id: String,
        devices: [Device]? = nil, textSizes: [TextSize]? = nil, schemes: [Scheme]? = nil, locales: [SnapshotLocale]? = nil,
        tolerance: Tolerance? = nil, isDocSample: Bool = false, source: SourceLocation? = nil,
        hasTranscript: Bool = true,
        draw: @escaping @Sendable (SnapshotConfiguration) throws -> SceneRendering
    ) {
        self.id = id
        self.devices = devices
        self.textSizes = textSizes
        self.schemes = schemes
        self.locales = locales
        self.tolerance = tolerance
        self.isDocSample = isDocSample
        self.source = source
        self.hasTranscript = hasTranscript
        self.draw = draw
    }
}

/// A place in a source file: where a scene is defined.
public struct SourceLocation: Sendable, Hashable {
    /// The file's path as the compiler spelled it (`#filePath`).
    public let file: String
    /// The line, from 1.
    public let line: Int

    public init(file: String, line: Int) {
        self.file = file
        self.line = line
    }
}
