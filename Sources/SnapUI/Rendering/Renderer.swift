import Raster

/// Where and how a view is rendered: the screen's width, how the view is laid out, pixels per point,
/// text size, colour scheme, accessibility settings and fonts.
public struct RenderOptions {
    /// The screen's width in points, which the view is laid out at in the `.width` layout.
    public var width: Double
    /// How the view is laid out and how large the image is; `.width` unless set.
    public var layout: RenderLayout = .width
    /// Pixels per point.
    public var scale: Int
    public var dynamicTypeSize: DynamicTypeSize
    public var colorScheme: ColorScheme
    /// The On/Off Labels accessibility setting.
    public var showsOnOffLabels: Bool
    /// The least height in points (a screen's height); the render is as tall as its content if taller.
    public var minimumHeight: Double?
    /// How far scroll views are scrolled, in points.
    public var scrollOffset: Double
    /// The screen's safe-area insets; zero, as snapshots show no status bar or home indicator.
    public var safeAreaInsets: EdgeInsets
    /// The height of the device's screen in points, which UIKit code reads (`UIScreen.main.bounds`);
    /// nil takes `minimumHeight`, else an iPhone 16 Pro's proportions for the width.
    public var deviceHeight: Double?
    /// The fonts to draw with, read by the caller from a folder it chose.
    public var fonts: FontSet
    /// Further environment values, such as a design system's backgrounds.
    public var environment: (inout EnvironmentValues) -> Void

    public init(
        width: Double, scale: Int = 2, dynamicTypeSize: DynamicTypeSize = .large, colorScheme: ColorScheme = .light,
        showsOnOffLabels: Bool = false, minimumHeight: Double? = nil, scrollOffset: Double = 0, safeAreaInsets: EdgeInsets = EdgeInsets(), fonts: FontSet,
        environment: @escaping (inout EnvironmentValues) -> Void = { _ in }
    ) {
        self.width = width
        self.scale = scale
        self.dynamicTypeSize = dynamicTypeSize
        self.colorScheme = colorScheme
        self.showsOnOffLabels = showsOnOffLabels
        self.minimumHeight = minimumHeight
        self.scrollOffset = scrollOffset
        self.safeAreaInsets = safeAreaInsets
        self.fonts = fonts
        self.environment = environment
    }
}

/// A rendered view: its image, its size in points, its laid-out tree, what VoiceOver reads and
/// what it drew but not as iOS would (`warnings`).
/// The two trees are built from the laid-out nodes the first time they are asked for (and then
/// kept), so a render that wants only pixels never builds them, and one whose transcript and audit
/// both read the accessibility tree builds it once.
public struct Rendering {
    public let image: Bitmap
    public let size: Size
    /// What the render drew but not as iOS would, such as a UIKit view drawn as a placeholder box.
    public let warnings: [String]
    /// The localised strings the snapshot's locale has no translation for, shown in their
    /// development language.
    public let missingTranslations: [MissingTranslation]
    /// The laid-out tree, its pixels a point and its fonts: the layout and accessibility trees are
    /// built from it when asked for, and the audit's facts (`auditSubject`).
    let root: Node
    let scale: Int
    let fonts: FontSet
    private let trees: Trees

    init(
        image: Bitmap, size: Size, warnings: [String], missingTranslations: [MissingTranslation], root: Node, scale: Int,
        fonts: FontSet
    ) {
        self.image = image
        self.size = size
        self.warnings = warnings
        self.missingTranslations = missingTranslations
        self.root = root
        self.scale = scale
        self.fonts = fonts
        trees = Trees(root: root)
    }

    /// The laid-out tree.
    public var layout: [LayoutElement] { trees.layout }
    /// What VoiceOver reads.
    public var accessibility: [AccessibilityElement] { trees.accessibility }

    /// The trees of a rendering, each built on first use.
    private final class Trees {
        let root: Node
        lazy var layout = root.layoutElements()
        lazy var accessibility = root.accessibilityElements().sortedByPriority()

        init(root: Node) { self.root = root }
    }
}

/// Why a view could not be rendered.
public struct RenderError: Error, CustomStringConvertible {
    public let problems: [String]

    public var description: String { problems.joined(separator: "; ") }
}

/// Makes `view`'s nodes and places them as `options.layout` says: the root node and the image's frame.
private func layOut<V: View>(_ view: V, in environment: EnvironmentValues, options: RenderOptions) -> (Node, Rect) {
    var root = makeNode(view, in: environment)
    if !root.preferenceValue(NavigationStackPreferenceKey.self) && !root.preferenceValue(NavigationBarPreferenceKey.self).isEmpty {
        root = NavigationNode(content: root, isPushed: false, titleModeBelow: .large, environment: environment)
    }
    if environment.layoutDirection == .rightToLeft { root = MirrorNode(child: root) }
    let scale = Double(options.scale)
    let frame: Rect
    switch options.layout {
    case .width:
        if let screenHeight = options.minimumHeight {
            frame = ScreenPlacement(width: options.width, height: screenHeight, safeAreaInsets: options.safeAreaInsets, scale: scale,
                                    placedScreen: environment.placedScreen).place(root)
            break
        }
        let natural = root.sizeThatFits(ProposedViewSize(width: options.width, height: nil))
        let height = (natural.height * scale).rounded(.up) / scale
        frame = Rect(x: 0, y: 0, width: options.width, height: height)
        root.place(in: frame)
    case .sizeThatFits:
        let natural = root.sizeThatFits(.unspecified)
        frame = Rect(
            x: 0, y: 0, width: (natural.width * scale).rounded(.up) / scale, height: (natural.height * scale).rounded(.up) / scale)
        root.place(in: frame)
    case .fixed(let width, let height):
        let natural = root.sizeThatFits(ProposedViewSize(width: width, height: height))
        frame = Rect(x: 0, y: 0, width: width, height: height)
        root.place(in: Rect(x: (width - natural.width) / 2, y: (height - natural.height) / 2, width: natural.width, height: natural.height))
    }
    return (root, frame)
}

/// Lays `view` out as `options.layout` says and draws it. In the `.width` layout the image is
/// `options.width` wide and as tall as the content, or as `options.minimumHeight` if that is
/// taller. A view with toolbar items or a title but no NavigationStack is shown under a navigation
/// bar, as the root screen of a stack. UIKit's globals (`UITraitCollection.current`, `UIScreen.main`)
/// describe the snapshot while it renders, and the process's time zone is GMT (`ProcessTimeZone`).
public func render<V: View>(_ view: V, options: RenderOptions) throws -> Rendering {
    try render(options: options) { view }
}

/// Renders the view `make` returns as `render(_:options:)` does, made while UIKit's globals
/// describe the snapshot, for a view that reads them as it is made (`let width = UIScreen.main.bounds.width`).
public func render<V: View>(options: RenderOptions, _ make: () -> V) throws -> Rendering {
    guard options.width.isFinite, options.width > 0, options.scale >= 1 else {
        throw RenderError(problems: ["width must be positive and scale at least 1"])
    }
    if case .fixed(let width, let height) = options.layout {
        guard width.isFinite, width > 0, height.isFinite, height > 0 else {
            throw RenderError(problems: ["a fixed layout's width and height must be positive"])
        }
    }
    ProcessTimeZone.pin()
    var environment = EnvironmentValues()
    environment.colorScheme = options.colorScheme
    environment.dynamicTypeSize = options.dynamicTypeSize
    environment.displayScale = Double(options.scale)
    environment.accessibilityShowsOnOffLabels = options.showsOnOffLabels
    environment.scrollOffset = options.scrollOffset
    environment.screenWidth = options.width
    environment.screenHeight = options.minimumHeight
    environment.safeAreaInsets = options.safeAreaInsets
    if options.minimumHeight != nil && options.safeAreaInsets != EdgeInsets() { environment.placedScreen = PlacedScreen() }
    environment.fontSet = options.fonts
    environment.diagnostics = Diagnostics()
    let geometryChanges = GeometryChangeLog()
    environment.geometryChangeLog = geometryChanges
    options.environment(&environment)
    return try UIKitSnapshot.$current.withValue(UIKitSnapshot(environment: environment, deviceHeight: options.deviceHeight)) {
        try render(make(), in: environment, options: options)
    }
}

/// Lays `view` out and draws it in `environment`, the root's, made from `options`.
private func render<V: View>(_ view: V, in environment: EnvironmentValues, options: RenderOptions) throws -> Rendering {
    let scale = Double(options.scale)
    var (root, frame) = layOut(view, in: environment, options: options)
    // A geometry-change action may have set state the view shows: lay out once more with it.
    if environment.geometryChangeLog?.hasFired == true {
        (root, frame) = layOut(view, in: environment, options: options)
    }
    // Checked once laid out: some views are made only then (a GeometryReader's content). A view made
    // twice (a screen the navigation bar measures again) reports its problem once.
    var problems: [String] = []
    for problem in environment.diagnostics.errors.map({ "\($0)" }) where !problems.contains(problem) {
        problems.append(problem)
    }
    if frame.width.isInfinite || frame.height.isInfinite {
        problems.append("the view's ideal size is not finite (\(frame.width) x \(frame.height)): give it a frame")
    }
    guard problems.isEmpty else { throw RenderError(problems: problems) }

    var canvas = Canvas(
        width: Int((frame.width * scale).rounded(.up)), height: Int((frame.height * scale).rounded()),
        background: environment.screenBackground.resolve(in: environment))
    canvas.transform = .scale(scale)
    root.draw(in: &canvas)
    // A colour looked up only as it is drawn (an asset catalogue's) may not be found: that fails the render too.
    var drawingProblems: [String] = []
    for problem in environment.diagnostics.errors.map({ "\($0)" }) where !drawingProblems.contains(problem) {
        drawingProblems.append(problem)
    }
    guard drawingProblems.isEmpty else { throw RenderError(problems: drawingProblems) }
    return Rendering(
        image: canvas.bitmap, size: frame.size, warnings: environment.diagnostics.warnings,
        missingTranslations: environment.diagnostics.missingTranslations, root: root, scale: options.scale, fonts: options.fonts)
}
