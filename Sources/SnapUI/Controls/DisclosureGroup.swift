import Raster

/// A label that shows or hides its content, as SwiftUI's `DisclosureGroup`: the label leading and a
/// chevron in the tint trailing (pointing right when collapsed, down when expanded), the content below
/// when expanded. In a List each part is a row. It starts collapsed unless `isExpanded` says
/// otherwise. VoiceOver reads the label as a button, valued collapsed or expanded.
public struct DisclosureGroup<Label: View, Content: View>: View {
    let isExpanded: Bool
    let label: Label
    let content: Content

    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.init(isExpanded: .constant(false), content: content, label: label)
    }

    public init(isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.isExpanded = isExpanded.wrappedValue
        self.label = label()
        self.content = content()
    }

    public var body: some View {
        DisclosureBody(isExpanded: isExpanded, header: AnyView(header), content: AnyView(content))
    }

    @Environment(\.tint) private var tint

    private var header: some View {
        HStack(spacing: DisclosureMetrics.labelToChevron) {
            label.frame(maxWidth: .infinity, alignment: .leading)
            ControlGlyph(kind: isExpanded ? .chevronDown : .chevronRight,
                         size: isExpanded ? DisclosureMetrics.chevronSize.transposed : DisclosureMetrics.chevronSize,
                         lineWidth: DisclosureMetrics.chevronLineWidth, color: tint ?? .accentColor)
        }
        .accessibilityElement(children: .combine)
        .accessibilityValue(isExpanded ? "expanded" : "collapsed")
        .accessibilityAddTraits(.isButton)
        .layoutRole("disclosureHeader")
    }
}

extension DisclosureGroup where Label == Text {
    /// A disclosure group with a localised title, collapsed.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(titleKey) }
    }

    /// A disclosure group titled with a string, shown as it is, collapsed.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(title) }
    }

    /// A disclosure group with a localised title, expanded while `isExpanded` is true.
    public init(_ titleKey: LocalizedStringKey, isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content) {
        self.init(isExpanded: isExpanded, content: content) { Text(titleKey) }
    }

    /// A disclosure group titled with a string, shown as it is, expanded while `isExpanded` is true.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content) {
        self.init(isExpanded: isExpanded, content: content) { Text(title) }
    }
}

/// The metrics of iOS's disclosure groups: a chevron about 7 x 12 points with 2-point lines (SF's
/// chevron.right at body, semibold), in the tint; 8 points between the parts outside a List.
public enum DisclosureMetrics {
    public static let chevronSize = Size(width: 7, height: 12)
    public static let chevronLineWidth = 2.0
    public static let labelToChevron = 8.0
    public static let spacing = 8.0
}

extension Size {
    /// The size with its width and height swapped.
    var transposed: Size { Size(width: height, height: width) }
}

/// The header and, when expanded, the content: rows of their own in a List, stacked elsewhere.
private struct DisclosureBody: PrimitiveView {
    let isExpanded: Bool
    let header: AnyView
    let content: AnyView

    func makeNodes(in environment: EnvironmentValues) -> [Node] {
        let headerNode = makeNode(header, in: environment)
        let contentNodes = isExpanded ? SnapUI.makeNodes(content, in: environment) : []
        if environment.isInList { return [headerNode] + contentNodes }
        return [LayoutNode(layout: VStackLayout(alignment: .leading, spacing: DisclosureMetrics.spacing),
                           children: [headerNode] + contentNodes, environment: environment)]
    }
}
