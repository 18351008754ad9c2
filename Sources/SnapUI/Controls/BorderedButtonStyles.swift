import Foundation
import Raster

/// The metrics of iOS 26's bordered buttons, by control size.
///
/// Padding and fonts follow UIButton.Configuration's button sizes, which SwiftUI's bordered styles
/// share (medium: 7 points above and below, 12 either side, body text, 34 points tall with SF Pro;
/// large: 14 and 20, 50 points tall; small: 5 and 10 with subheadline text, 28 points tall; mini: 3
/// and 8 with footnote text). Extra large (new in iOS 26) is an estimate: 17 and 24. iOS 26 draws
/// bordered buttons as capsules unless `buttonBorderShape` says otherwise; the radii of
/// `.roundedRectangle` are estimates from iOS 18 (6, 6, 8, 12, 14 points).
public enum BorderedButtonMetrics {
    /// The space around the label.
    public static func insets(_ size: ControlSize) -> EdgeInsets {
        let (vertical, horizontal): (Double, Double) = switch size {
        case .mini: (3, 8)
        case .small: (5, 10)
        case .regular: (7, 12)
        case .large: (14, 20)
        case .extraLarge: (17, 24)
        }
        return EdgeInsets(top: vertical, leading: horizontal, bottom: vertical, trailing: horizontal)
    }

    /// The label's font when it sets none: smaller for small and mini buttons.
    public static func font(_ size: ControlSize) -> Font {
        switch size {
        case .mini: .footnote
        case .small: .subheadline
        case .regular, .large, .extraLarge: .body
        }
    }

    /// The corner radius of `.roundedRectangle` without a radius.
    public static func cornerRadius(_ size: ControlSize) -> Double {
        switch size {
        case .mini, .small: 6
        case .regular: 8
        case .large: 12
        case .extraLarge: 14
        }
    }

    /// A bordered button's fill with a tint (or a role's colour): the tint at 15% (UIKit's tinted
    /// configuration); without one, tertiarySystemFill.
    public static let tintedFillOpacity = 0.15
    /// A prominent button's label.
    public static let prominentLabel = Color.white
}

/// The shape of a bordered button, as SwiftUI's `ButtonBorderShape`.
public struct ButtonBorderShape: Shape, Hashable, Sendable {
    enum Kind: Hashable, Sendable {
        case automatic, capsule, circle
        case roundedRectangle(radius: Double?)
    }

    let kind: Kind

    /// The system's choice: a capsule on iOS 26.
    public static let automatic = ButtonBorderShape(kind: .automatic)
    public static let capsule = ButtonBorderShape(kind: .capsule)
    public static let circle = ButtonBorderShape(kind: .circle)
    /// A rounded rectangle with the radius for the control size.
    public static let roundedRectangle = ButtonBorderShape(kind: .roundedRectangle(radius: nil))

    /// A rounded rectangle with corners of `radius`.
    public static func roundedRectangle(radius: CGFloat) -> ButtonBorderShape {
        ButtonBorderShape(kind: .roundedRectangle(radius: radius))
    }

    /// The shape's outline in `rect` at the regular control size.
    public func path(in rect: CGRect) -> Path {
        Path(path(in: Rect(rect), controlSize: .regular))
    }

    /// The shape's outline in `rect` at `controlSize`.
    func path(in rect: Rect, controlSize: ControlSize) -> Raster.Path {
        switch kind {
        case .automatic, .capsule: .capsule(in: rect)
        case .circle: .circle(center: rect.center, radius: min(rect.width, rect.height) / 2)
        case .roundedRectangle(let radius):
            .roundedRect(rect, cornerRadius: radius ?? BorderedButtonMetrics.cornerRadius(controlSize), style: .continuous)
        }
    }
}

private struct ButtonBorderShapeKey: EnvironmentKey { static let defaultValue = ButtonBorderShape.automatic }

extension EnvironmentValues {
    /// The shape of the bordered buttons inside.
    public var buttonBorderShape: ButtonBorderShape {
        get { self[ButtonBorderShapeKey.self] }
        set { self[ButtonBorderShapeKey.self] = newValue }
    }
}

extension View {
    /// Sets the shape of the bordered buttons inside.
    public func buttonBorderShape(_ shape: ButtonBorderShape) -> some View {
        environment(\.buttonBorderShape, shape)
    }
}

/// The label in the tint on a light fill of it (grey without a tint), in the border shape.
public struct BorderedButtonStyle: PrimitiveButtonStyle {
    public init() {}

    public func makeBody(configuration: Configuration) -> some View {
        BorderedButton(configuration: configuration, kind: .bordered)
    }
}

/// The label in white on a fill of the tint, in the border shape.
public struct BorderedProminentButtonStyle: PrimitiveButtonStyle {
    public init() {}

    public func makeBody(configuration: Configuration) -> some View {
        BorderedButton(configuration: configuration, kind: .prominent)
    }
}

/// iOS 26's glass button: the label on Liquid Glass (drawn as the navigation bar's glass, with a
/// soft shadow), in the border shape.
public struct GlassButtonStyle: PrimitiveButtonStyle {
    public init() {}

    public func makeBody(configuration: Configuration) -> some View {
        BorderedButton(configuration: configuration, kind: .glass)
    }
}

/// iOS 26's prominent glass button: the label in white on glass of the tint.
public struct GlassProminentButtonStyle: PrimitiveButtonStyle {
    public init() {}

    public func makeBody(configuration: Configuration) -> some View {
        BorderedButton(configuration: configuration, kind: .prominent)
    }
}

extension PrimitiveButtonStyle where Self == BorderedButtonStyle {
    public static var bordered: BorderedButtonStyle { BorderedButtonStyle() }
}

extension PrimitiveButtonStyle where Self == BorderedProminentButtonStyle {
    public static var borderedProminent: BorderedProminentButtonStyle { BorderedProminentButtonStyle() }
}

extension PrimitiveButtonStyle where Self == GlassButtonStyle {
    public static var glass: GlassButtonStyle { GlassButtonStyle() }
}

extension PrimitiveButtonStyle where Self == GlassProminentButtonStyle {
    public static var glassProminent: GlassProminentButtonStyle { GlassProminentButtonStyle() }
}

/// A button's label padded for its control size on a fill in its border shape.
private struct BorderedButton: View {
    enum Kind { case bordered, prominent, glass }

    let configuration: PrimitiveButtonStyleConfiguration
    let kind: Kind

    @Environment(\.controlSize) private var controlSize
    @Environment(\.buttonBorderShape) private var shape
    @Environment(\.tint) private var tint
    @Environment(\.foregroundStyle) private var foreground
    @Environment(\.isEnabled) private var isEnabled
    @Environment(\.font) private var font

    var body: some View {
        let insets = BorderedButtonMetrics.insets(controlSize)
        ButtonFill(shape: shape, controlSize: controlSize, fill: fill, raised: kind == .glass && isEnabled) {
            configuration.label
                .font(font ?? BorderedButtonMetrics.font(controlSize))
                .foregroundStyle(foreground ?? labelColor)
                .padding(shape == .circle ? EdgeInsets(top: insets.top, leading: insets.top, bottom: insets.top, trailing: insets.top) : insets)
        }
    }

    /// The colour the button is tinted with: red for a destructive button, else the tint set on it.
    private var roleTint: Color? {
        configuration.role == .destructive ? ButtonMetrics.destructive : tint
    }

    private var labelColor: Color {
        guard isEnabled else { return ButtonMetrics.disabledLabel }
        switch kind {
        case .prominent: return BorderedButtonMetrics.prominentLabel
        case .bordered: return roleTint ?? .accentColor
        case .glass: return roleTint ?? .primary
        }
    }

    private var fill: Color {
        guard isEnabled else { return SystemColors.tertiaryFill }
        switch kind {
        case .prominent: return roleTint ?? .accentColor
        case .bordered: return roleTint?.opacity(BorderedButtonMetrics.tintedFillOpacity) ?? SystemColors.secondaryFill
        case .glass: return NavigationBarMetrics.glass
        }
    }
}

/// Its content on a fill in a button border shape; a circle is as wide as it is tall.
private struct ButtonFill<Content: View>: PrimitiveView {
    let shape: ButtonBorderShape
    let controlSize: ControlSize
    let fill: Color
    /// True for glass, which casts a soft shadow.
    let raised: Bool
    let content: Content

    init(shape: ButtonBorderShape, controlSize: ControlSize, fill: Color, raised: Bool, @ViewBuilder content: () -> Content) {
        self.shape = shape
        self.controlSize = controlSize
        self.fill = fill
        self.raised = raised
        self.content = content()
    }

    func makeNodes(in environment: EnvironmentValues) -> [Node] {
        [ButtonFillNode(content: makeNode(content, in: environment), shape: shape, controlSize: controlSize,
                        fill: fill.resolve(in: environment),
                        shadow: raised ? KnobMetrics.shadow.resolve(in: environment) : nil)]
    }
}

final class ButtonFillNode: WrapperNode {
    let shape: ButtonBorderShape
    let controlSize: ControlSize
    let fill: RGBA
    let shadow: RGBA?

    init(content: Node, shape: ButtonBorderShape, controlSize: ControlSize, fill: RGBA, shadow: RGBA?) {
        self.shape = shape
        self.controlSize = controlSize
        self.fill = fill
        self.shadow = shadow
        super.init(child: content)
        role = "buttonFill"
    }

    override func measure(_ proposal: ProposedViewSize) -> Size {
        let size = child.sizeThatFits(proposal)
        guard shape == .circle else { return size }
        let side = max(size.width, size.height)
        return Size(width: side, height: side)
    }

    /// The content centred (a circle is square around it).
    override func childFrame(in bounds: Rect) -> Rect {
        let size = child.sizeThatFits(ProposedViewSize(bounds.size))
        return Rect(origin: Alignment.center.origin(of: size, in: bounds), size: size)
    }

    /// A bordered button has edges of its own, whatever is inside: the default spacing.
    override var viewSpacing: ViewSpacing { ViewSpacing() }

    override func drawContent(in canvas: inout Canvas) {
        if let shadow {
            KnobMetrics.drawShadow(of: { shape.path(in: $0, controlSize: controlSize) }, frame: frame, color: shadow, in: &canvas)
        }
        canvas.fill(shape.path(in: frame, controlSize: controlSize), color: fill)
        drawChildren(in: &canvas)
    }
}
