import Raster

/// Related controls shown together, as SwiftUI's `ControlGroup`. By itself (`.automatic`, as
/// `.navigation`) it draws its buttons as one row of equal segments on a tertiarySystemFill capsule
/// with separators between them, their labels in the tint. The label names the group for VoiceOver
/// (and for a toolbar's overflow menu, never shown at rest); `.menu` and `.compactMenu` draw the
/// label as the closed menu's button.
public struct ControlGroup<Content: View>: View {
    let content: Content

    /// A group of the controls `content` makes.
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    public var body: some View {
        Styled((any ControlGroupStyle).self, automatic: AutomaticControlGroupStyle()) {
            $0.makeBody(configuration: ControlGroupStyleConfiguration(
                content: .init(content), label: .init(LabeledControlGroupContent<Content, EmptyView>.label(of: content))))
        }
    }
}

extension ControlGroup {
    /// A group of the controls `content` makes, described by `label`.
    public init<C: View, L: View>(@ViewBuilder content: () -> C, @ViewBuilder label: () -> L)
    where Content == LabeledControlGroupContent<C, L> {
        self.content = LabeledControlGroupContent(content: content(), label: label())
    }

    /// A group titled with a string literal.
    public init<C: View>(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> C)
    where Content == LabeledControlGroupContent<C, Text> {
        self.init(content: content) { Text(titleKey) }
    }

    /// A group titled with a string.
    @_disfavoredOverload
    public init<C: View, S: StringProtocol>(_ title: S, @ViewBuilder content: () -> C)
    where Content == LabeledControlGroupContent<C, Text> {
        self.init(content: content) { Text(title) }
    }

    /// A group titled with a string literal and a symbol.
    public init<C: View>(_ titleKey: LocalizedStringKey, systemImage: String, @ViewBuilder content: () -> C)
    where Content == LabeledControlGroupContent<C, Label<Text, Image>> {
        self.init(content: content) { Label { Text(titleKey) } icon: { Image(systemName: systemImage) } }
    }

    /// A group titled with a string and a symbol.
    @_disfavoredOverload
    public init<C: View, S: StringProtocol>(_ title: S, systemImage: String, @ViewBuilder content: () -> C)
    where Content == LabeledControlGroupContent<C, Label<Text, Image>> {
        self.init(content: content) { Label { Text(title) } icon: { Image(systemName: systemImage) } }
    }
}

/// A control group's controls with its label, as SwiftUI makes it for the labelled forms: it
/// shows the controls.
public struct LabeledControlGroupContent<Content: View, Label: View>: View {
    let content: Content
    let label: Label

    public var body: some View { content }

    /// The label of a group's content, when it has one.
    static func label(of content: some View) -> AnyView {
        (content as? any LabelledGroupContent)?.anyLabel ?? AnyView(EmptyView())
    }
}

/// Content that carries a group's label.
private protocol LabelledGroupContent {
    var anyLabel: AnyView { get }
}

extension LabeledControlGroupContent: LabelledGroupContent {
    var anyLabel: AnyView { AnyView(label) }
}

/// What a control group style draws: the group's controls and its label.
public struct ControlGroupStyleConfiguration {
    /// The controls, as one view (a style that lays them out apart reads them as separate views).
    public typealias Content = PrimitiveButtonStyleConfiguration.Label
    /// The group's label (empty when it has none).
    public typealias Label = PrimitiveButtonStyleConfiguration.Label

    public let content: Content
    public let label: Label
}

/// A way of drawing a control group, as SwiftUI's `ControlGroupStyle`.
public protocol ControlGroupStyle {
    associatedtype Body: View
    typealias Configuration = ControlGroupStyleConfiguration

    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// iOS's choice: by itself, its buttons as segments of one capsule; in a toolbar item, its
/// buttons side by side in the item's glass.
public struct AutomaticControlGroupStyle: ControlGroupStyle {
    public init() {}

    public func makeBody(configuration: Configuration) -> some View {
        SegmentedControls(content: configuration.content)
            .accessibilityContainer(labelledBy: configuration.label)
    }
}

/// The style for navigation controls (back and forward): on iOS the same segments as `.automatic`.
public struct NavigationControlGroupStyle: ControlGroupStyle {
    public init() {}

    public func makeBody(configuration: Configuration) -> some View {
        AutomaticControlGroupStyle().makeBody(configuration: configuration)
    }
}

/// The group as a menu, closed at rest: its label as a borderless button, as `Menu` draws.
public struct MenuControlGroupStyle: ControlGroupStyle {
    public init() {}

    public func makeBody(configuration: Configuration) -> some View {
        Menu { configuration.content } label: { configuration.label }
    }
}

/// The group as a compact menu, closed at rest: as `.menu`.
public struct CompactMenuControlGroupStyle: ControlGroupStyle {
    public init() {}

    public func makeBody(configuration: Configuration) -> some View {
        MenuControlGroupStyle().makeBody(configuration: configuration)
    }
}

/// The group as a palette (a row of symbols in an open menu): at rest, as `.automatic`.
public struct PaletteControlGroupStyle: ControlGroupStyle {
    public init() {}

    public func makeBody(configuration: Configuration) -> some View {
        AutomaticControlGroupStyle().makeBody(configuration: configuration)
    }
}

extension ControlGroupStyle where Self == AutomaticControlGroupStyle {
    public static var automatic: AutomaticControlGroupStyle { AutomaticControlGroupStyle() }
}
extension ControlGroupStyle where Self == NavigationControlGroupStyle {
    public static var navigation: NavigationControlGroupStyle { NavigationControlGroupStyle() }
}
extension ControlGroupStyle where Self == MenuControlGroupStyle {
    public static var menu: MenuControlGroupStyle { MenuControlGroupStyle() }
}
extension ControlGroupStyle where Self == CompactMenuControlGroupStyle {
    public static var compactMenu: CompactMenuControlGroupStyle { CompactMenuControlGroupStyle() }
}
extension ControlGroupStyle where Self == PaletteControlGroupStyle {
    public static var palette: PaletteControlGroupStyle { PaletteControlGroupStyle() }
}

extension View {
    /// Sets how the control groups inside draw.
    public func controlGroupStyle<S: ControlGroupStyle>(_ style: S) -> some View {
        self.style(style, of: (any ControlGroupStyle).self)
    }
}

/// The standalone group's measurements: the height of a regular bordered button (7 points above
/// and below body text) on a capsule of tertiarySystemFill, segments of equal width, separators of
/// one pixel of the separator colour, labels on one line 8 points in from their segment's sides, separators 8 points short of the capsule's top and bottom (estimates).
public enum ControlGroupMetrics {
    public static let verticalPadding = 7.0
    public static let horizontalPadding = 8.0
    public static let separatorInset = 8.0
    /// Between the buttons of a group in a toolbar item (an estimate).
    public static let toolbarSpacing = 16.0
}

/// The controls as equal segments of one capsule.
private struct SegmentedControls: PrimitiveView {
    let content: ControlGroupStyleConfiguration.Content

    func makeNodes(in environment: EnvironmentValues) -> [Node] {
        var inner = environment
        inner.setStyle(BorderlessButtonStyle(), of: (any PrimitiveButtonStyle).self)
        inner.lineLimit = 1
        if environment.isInToolbarItem {
            return SnapUI.makeNodes(HStack(spacing: ControlGroupMetrics.toolbarSpacing) { content.content }, in: inner)
        }
        let segments = SnapUI.makeNodes(content.content, in: inner)
        return [ControlGroupNode(segments: segments, fill: SystemColors.tertiaryFill.resolve(in: environment),
                                 separator: SystemColors.separator.resolve(in: environment), scale: environment.displayScale)]
    }
}

final class ControlGroupNode: Node {
    let fill: RGBA
    let separator: RGBA
    let scale: Double

    init(segments: [Node], fill: RGBA, separator: RGBA, scale: Double) {
        self.fill = fill
        self.separator = separator
        self.scale = scale
        super.init(children: segments)
        role = "controlGroup"
    }

    private var contentHeight: Double {
        children.map { $0.sizeThatFits(.unspecified).height }.max() ?? 0
    }

    override func measure(_ proposal: ProposedViewSize) -> Size {
        let widest = children.map { $0.sizeThatFits(.unspecified).width }.max() ?? 0
        let ideal = (widest + 2 * ControlGroupMetrics.horizontalPadding) * Double(children.count)
        let width = proposal.width.map { $0.isFinite ? $0 : ideal } ?? ideal
        return Size(width: width, height: contentHeight + 2 * ControlGroupMetrics.verticalPadding)
    }

    override func place(in frame: Rect) {
        self.frame = frame
        guard !children.isEmpty else { return }
        let slot = frame.width / Double(children.count)
        for (index, child) in children.enumerated() {
            let cell = Rect(x: frame.minX + slot * Double(index), y: frame.minY, width: slot, height: frame.height)
            let size = child.sizeThatFits(ProposedViewSize(width: slot - 2 * ControlGroupMetrics.horizontalPadding, height: nil))
            child.place(in: Rect(origin: Alignment.center.origin(of: size, in: cell), size: size))
        }
    }

    override func drawContent(in canvas: inout Canvas) {
        canvas.fill(.capsule(in: frame), color: fill)
        let slot = frame.width / Double(max(children.count, 1))
        let pixel = 1 / scale
        for index in 1..<max(children.count, 1) {
            let x = (frame.minX + slot * Double(index) - pixel / 2)
            canvas.fill(.rect(Rect(x: x, y: frame.minY + ControlGroupMetrics.separatorInset, width: pixel,
                                   height: frame.height - 2 * ControlGroupMetrics.separatorInset)), color: separator)
        }
        drawChildren(in: &canvas)
    }
}
