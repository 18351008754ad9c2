/// Builds a view from the statements of a closure, as SwiftUI's `@ViewBuilder` does.
@resultBuilder
public enum ViewBuilder {
    public static func buildExpression<Content: View>(_ content: Content) -> Content { content }

    public static func buildBlock() -> EmptyView { EmptyView() }

    public static func buildBlock<Content: View>(_ content: Content) -> Content { content }

    public static func buildBlock<each Content: View>(_ content: repeat each Content) -> TupleView {
        var views: [any View] = []
        for view in repeat each content { views.append(view) }
        return TupleView(views)
    }

    public static func buildOptional<Content: View>(_ content: Content?) -> Content? { content }

    public static func buildEither<First: View, Second: View>(first: First) -> ConditionalContent<First, Second> {
        ConditionalContent(storage: .first(first))
    }

    public static func buildEither<First: View, Second: View>(second: Second) -> ConditionalContent<First, Second> {
        ConditionalContent(storage: .second(second))
    }

    public static func buildArray<Content: View>(_ components: [Content]) -> TupleView {
        TupleView(components)
    }

    public static func buildLimitedAvailability<Content: View>(_ content: Content) -> AnyView { AnyView(content) }
}

/// One of two views, by the name SwiftUI's `ViewBuilder` gives it: `_ConditionalContent`, as a
/// hand-written `@ViewBuilder` function's result type spells it.
public typealias _ConditionalContent<TrueContent: View, FalseContent: View> = ConditionalContent<TrueContent, FalseContent>

/// Several views side by side in a builder; their container decides how to arrange them.
public struct TupleView: PrimitiveView {
    let views: [any View]

    init(_ views: [any View]) { self.views = views }

    public func makeNodes(in environment: EnvironmentValues) -> [Node] {
        views.flatMap { SnapUI.makeNodes($0, in: environment) }
    }
}

/// A view that shows nothing and takes no space.
public struct EmptyView: PrimitiveView {
    public init() {}
    public func makeNodes(in environment: EnvironmentValues) -> [Node] { [] }
}

/// One of two views, chosen by an `if` or `switch` in a builder.
public struct ConditionalContent<First: View, Second: View>: PrimitiveView {
    enum Storage {
        case first(First)
        case second(Second)
    }
    let storage: Storage

    public func makeNodes(in environment: EnvironmentValues) -> [Node] {
        switch storage {
        case .first(let view): SnapUI.makeNodes(view, in: environment)
        case .second(let view): SnapUI.makeNodes(view, in: environment)
        }
    }
}

extension Optional: View where Wrapped: View {
    public typealias Body = Never
}

extension Optional: PrimitiveView where Wrapped: View {
    public func makeNodes(in environment: EnvironmentValues) -> [Node] {
        map { SnapUI.makeNodes($0, in: environment) } ?? []
    }
}

/// A view whose type is erased.
public struct AnyView: PrimitiveView {
    let view: any View

    public init<Content: View>(_ view: Content) { self.view = view }

    public func makeNodes(in environment: EnvironmentValues) -> [Node] {
        SnapUI.makeNodes(view, in: environment)
    }
}

/// A view for each element of a collection.
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content: View>: PrimitiveView {
    /// The collection the views are made from.
    public let data: Data
    let id: KeyPath<Data.Element, ID>
    let content: (Data.Element) -> Content

    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.data = data
        self.id = id
        self.content = content
    }

    /// Each element's views; where a container reads tags, tagged with the element's id unless they
    /// have a tag of their own: as in SwiftUI, the options of a Picker built with ForEach need no `.tag`.
    public func makeNodes(in environment: EnvironmentValues) -> [Node] {
        // In a List in edit mode, rows that `onDelete`/`onMove` made editable show their controls.
        let controls = environment.isInList && environment.editMode?.wrappedValue == .active ? environment.rowEditControls : []
        var environment = environment
        environment.rowEditControls = []
        return data.flatMap { element in
            let row = controls.isEmpty ? AnyView(content(element)) : AnyView(EditingRow(controls: controls, content: content(element)))
            let nodes = SnapUI.makeNodes(row, in: environment)
            guard environment.readsTags else { return nodes }
            return nodes.map { node in
                node.tag == nil ? node.settingTrait(TagTraitKey.self, AnyHashable(element[keyPath: id])) : node
            }
        }
    }
}

extension ForEach where Data.Element: Identifiable, ID == Data.Element.ID {
    public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.init(data, id: \.id, content: content)
    }
}

extension ForEach where Data == Range<Int>, ID == Int {
    public init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content) {
        self.init(data, id: \.self, content: content)
    }
}

/// Several views as one, as SwiftUI's `Group`: a modifier on the group applies to each of them.
public struct Group<Content: View>: PrimitiveView {
    let content: Content

    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    public func makeNodes(in environment: EnvironmentValues) -> [Node] {
        SnapUI.makeNodes(content, in: environment)
    }
}
