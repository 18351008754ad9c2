/// A tree of rows, as SwiftUI's `OutlineGroup`: an element with children is a disclosure group (its
/// row with a chevron), collapsed at rest; an element without is a plain row.
public struct OutlineGroup<Data: RandomAccessCollection, ID: Hashable, Parent, Leaf, Subgroup> {
    let data: Data
    let id: KeyPath<Data.Element, ID>
    let children: KeyPath<Data.Element, Data?>
    let content: (Data.Element) -> Leaf
}

extension OutlineGroup: View
where Parent: View, Leaf == Parent, Subgroup == DisclosureGroup<Parent, OutlineSubgroupChildren> {
    /// The elements of `data` and, inside each, those of its `children`.
    public init(
        _ data: Data, id: KeyPath<Data.Element, ID>, children: KeyPath<Data.Element, Data?>,
        @ViewBuilder content: @escaping (Data.Element) -> Leaf
    ) {
        self.data = data
        self.id = id
        self.children = children
        self.content = content
    }

    public var body: some View {
        ForEach(data, id: id) { element in
            if let nested = element[keyPath: children] {
                DisclosureGroup {
                    OutlineSubgroupChildren(OutlineGroup(nested, id: id, children: children, content: content))
                } label: {
                    content(element)
                }
            } else {
                content(element)
            }
        }
    }
}

extension OutlineGroup
where Parent: View, Leaf == Parent, Subgroup == DisclosureGroup<Parent, OutlineSubgroupChildren>,
      Data.Element: Identifiable, ID == Data.Element.ID {
    /// The identifiable elements of `data` and, inside each, those of its `children`.
    public init(
        _ data: Data, children: KeyPath<Data.Element, Data?>, @ViewBuilder content: @escaping (Data.Element) -> Leaf
    ) {
        self.init(data, id: \.id, children: children, content: content)
    }
}

/// The rows inside an outline group's disclosure group: its element's children.
public struct OutlineSubgroupChildren: View {
    let children: AnyView

    init<Content: View>(_ children: Content) {
        self.children = AnyView(children)
    }

    public var body: some View {
        children
    }
}

extension List {
    /// A row for each element of `data` and, in a collapsed disclosure row, its `children`.
    public init<Data, RowContent>(
        _ data: Data, children: KeyPath<Data.Element, Data?>, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == OutlineGroup<Data, Data.Element.ID, RowContent, RowContent, DisclosureGroup<RowContent, OutlineSubgroupChildren>>,
        Data.Element: Identifiable {
        self.init { OutlineGroup(data, children: children, content: rowContent) }
    }
}
