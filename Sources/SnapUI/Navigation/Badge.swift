import Raster

extension View {
    /// A badge showing `count` on the toolbar item or tab this view is the content of; zero hides it.
    public func badge(_ count: Int) -> some View {
        badge(count == 0 ? nil : Text("\(count)"))
    }

    /// A badge showing `label` on the toolbar item or tab this view is the content of; nil hides it.
    ///
    /// SnapUI draws badges on toolbar items and on a TabView's tabs (iOS also shows them in list
    /// rows), and VoiceOver does not read them: put what the badge says in the item's accessibility label.
    public func badge(_ label: Text?) -> some View {
        wrapNode { node, environment in
            guard let label else { return node }
            var labelEnvironment = environment
            labelEnvironment.font = NavigationBarMetrics.badgeFont
            labelEnvironment.foregroundStyle = .white
            labelEnvironment.lineLimit = 1
            let badge = BadgeNode(label: makeNode(label, in: labelEnvironment),
                                  fill: NavigationBarMetrics.badgeColor.resolve(in: environment))
            // A tab reads its page's badge as a trait; a toolbar item finds it anywhere in its content.
            return PreferenceNode<BadgePreferenceKey>(child: node.settingTrait(BadgeTraitKey.self, badge)) { _ in badge }
        }
    }

    /// A badge showing a localised string; nil hides it.
    public func badge(_ key: LocalizedStringKey?) -> some View {
        badge(key.map { Text($0) })
    }

    /// A badge showing a string as it is; nil hides it.
    @_disfavoredOverload
    public func badge<S: StringProtocol>(_ label: S?) -> some View {
        badge(label.map { Text($0) })
    }
}

/// The badge of a tab's page, as SwiftUI's badge trait.
struct BadgeTraitKey: ViewTraitKey {
    static var defaultValue: BadgeNode? { nil }
}

/// The first badge set in a toolbar item's content.
struct BadgePreferenceKey: PreferenceKey {
    static var defaultValue: BadgeNode? { nil }
    static func reduce(value: inout BadgeNode?, nextValue: () -> BadgeNode?) {
        if value == nil { value = nextValue() }
    }
}

/// A badge: its label on a red circle, widening to a capsule when the label is wider than the circle.
final class BadgeNode: Node {
    let fill: RGBA
    var label: Node { children[0] }

    init(label: Node, fill: RGBA) {
        self.fill = fill
        super.init(children: [label])
        role = "badge"
        accessibility.isHidden = true
    }

    override func measure(_ proposal: ProposedViewSize) -> Size {
        let label = self.label.sizeThatFits(.unspecified)
        let height = NavigationBarMetrics.badgeHeight
        return Size(width: max(height, label.width + 2 * NavigationBarMetrics.badgePadding), height: height)
    }

    override func place(in frame: Rect) {
        self.frame = frame
        let size = label.sizeThatFits(.unspecified)
        label.place(in: Rect(origin: Alignment.center.origin(of: size, in: frame), size: size))
    }

    override func drawContent(in canvas: inout Canvas) {
        canvas.fill(.capsule(in: frame), color: fill)
        drawChildren(in: &canvas)
    }
}

