import Raster

/// One entry of the catalogue: something to render, named by an id such as `banner/solid`, in
/// every configuration of the matrix (or of its own axes when it gives them).
public struct Scene: Sendable {
    /// `component/variant`: lowercase letters, digits and `-`, with exactly one `/`. It names the
    /// golden folder, `Goldens/<id>/`.
    public let id: String
    /// Devices in place of the matrix's, to narrow or widen it; nil for the matrix's.
    public var devices: [Device]?
    /// Text sizes in place of the matrix's (and of its narrowest-device extras); nil for the matrix's.
    public var textSizes: [TextSize]?
    /// Schemes in place of the matrix's; nil for the matrix's.
    public var schemes: [Scheme]?
    /// The scene's own tolerance, used instead of the run's; nil for the run's.
    public var tolerance: Tolerance?
    /// True when `nhs-snap docs` shows this scene as a sample of its component.
    public var isDocSample: Bool
    /// Where the scene is defined, for CI annotations; nil when not known.
    public var source: SourceLocation?
    /// Draws the scene in a configuration. Called from several threads at once.
    public let render: @Sendable (SnapshotConfiguration) throws -> Bitmap

    /// A scene; its id is checked when a ``SceneCatalogue`` is made from it.
    public init(
        _ id: String,
        devices: [Device]? = nil, textSizes: [TextSize]? = nil, schemes: [Scheme]? = nil,
        tolerance: Tolerance? = nil, isDocSample: Bool = false, source: SourceLocation? = nil,
        render: @escaping @Sendable (SnapshotConfiguration) throws -> Bitmap
    ) {
        self.id = id
        self.devices = devices
        self.textSizes = textSizes
        self.schemes = schemes
        self.tolerance = tolerance
        self.isDocSample = isDocSample
        self.source = source
        self.render = render
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
