/// A group of rows in a List or Form, with an optional header and footer: as iOS 26 draws them, in
/// the secondary colour, in sentence case (a string is shown as written); an inset grouped list's
/// header in the headline font (semibold at body size), other headers and every footer in footnote.
public struct Section<Parent: View, Content: View, Footer: View>: PrimitiveView {
    let header: Parent?
    let footer: Footer?
    let content: Content

    /// A section with a header and a footer view.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent, @ViewBuilder footer: () -> Footer) {
        self.header = header()
        self.footer = footer()
        self.content = content()
    }

    /// As ``init(content:header:footer:)``, with the closures in the older order.
    public init(header: Parent, footer: Footer, @ViewBuilder content: () -> Content) {
        self.header = header
        self.footer = footer
        self.content = content()
    }

    public func makeNodes(in environment: EnvironmentValues) -> [Node] {
        var caption = environment
        caption.font = .footnote
        caption.foregroundStyle = .secondary
        var headerCaption = caption
        if environment.listStyle.appearance.isInsetGrouped {
            // iOS 26's inset grouped header: semibold at body size (Fidelity.md rows 16, 17).
            headerCaption.font = .headline
        }
        if environment.headerProminence == .increased {
            headerCaption.font = Font.title3.bold()
            headerCaption.foregroundStyle = .primary
        }
        // A footer's lines are 2 points closer than footnote's 16 at `.medium`: 14 apart on iOS 26
        // (Fidelity.md row 33), the tight leading (`Font.Leading.tight`).
        caption.font = Font.footnote.leading(.tight)
        func captionNode(_ view: (any View)?, in caption: EnvironmentValues) -> Node? {
            guard let view else { return nil }
            let nodes = SnapUI.makeNodes(view, in: caption)
            if nodes.isEmpty { return nil }
            return nodes.count == 1 ? nodes[0] : LayoutNode(layout: VStackLayout(alignment: .leading), children: nodes, environment: caption)
        }
        let header = captionNode(header, in: headerCaption), footer = captionNode(footer, in: caption), rows = SnapUI.makeNodes(content, in: environment)
        // Outside a List or Form a section is its header, its rows and its footer, one after another.
        guard environment.isInList else { return [header].compactMap { $0 } + rows + [footer].compactMap { $0 } }
        return [SectionNode(header: header, footer: footer, rows: rows)]
    }
}

extension Section where Parent == EmptyView, Footer == EmptyView {
    /// A section of rows alone.
    public init(@ViewBuilder content: () -> Content) {
        self.init(content: content, header: { EmptyView() }, footer: { EmptyView() })
    }
}

extension Section where Footer == EmptyView {
    /// A section with a header view.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent) {
        self.init(content: content, header: header, footer: { EmptyView() })
    }

    /// As ``init(content:header:)``, with the closures in the older order.
    public init(header: Parent, @ViewBuilder content: () -> Content) {
        self.init(content: content, header: { header }, footer: { EmptyView() })
    }
}

extension Section where Parent == EmptyView {
    /// A section with a footer view.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder footer: () -> Footer) {
        self.init(content: content, header: { EmptyView() }, footer: footer)
    }

    /// As ``init(content:footer:)``, with the closures in the older order.
    public init(footer: Footer, @ViewBuilder content: () -> Content) {
        self.init(content: content, header: { EmptyView() }, footer: { footer })
    }
}

extension Section where Parent == Text, Footer == EmptyView {
    /// A section with a header string, shown as written.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content, header: { Text(String(title)) }, footer: { EmptyView() })
    }

    /// A section with a localised header.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(content: content, header: { Text(titleKey) }, footer: { EmptyView() })
    }
}

extension Section where Parent == Text, Footer == Text {
    /// A section with header and footer strings; a nil header or footer is not shown.
    public init(header: String?, footer: String? = nil, @ViewBuilder content: () -> Content) {
        self.header = header.map { Text($0) }
        self.footer = footer.map { Text($0) }
        self.content = content()
    }
}

/// A section's rows and captions, placed by its list.
final class SectionNode: Node {
    let header: Node?
    let footer: Node?
    let rows: [Node]

    init(header: Node?, footer: Node?, rows: [Node]) {
        self.header = header
        self.footer = footer
        self.rows = rows
        super.init(children: [header].compactMap { $0 } + rows + [footer].compactMap { $0 })
    }
}
