// How a scroll view settles after a swipe, and where code asks it to scroll: behaviour a snapshot
// never sees, so these are accepted and the scroll view shows its resting state.

/// How a scroll view settles after a swipe, as SwiftUI's `ScrollTargetBehavior`.
public protocol ScrollTargetBehavior {}

/// Settles on whole pages, each the scroll view's size.
public struct PagingScrollTargetBehavior: ScrollTargetBehavior {
    public init() {}
}

/// Settles with a view of the scroll target layout (`scrollTargetLayout()`) at the leading edge.
public struct ViewAlignedScrollTargetBehavior: ScrollTargetBehavior {
    /// How many views one swipe may pass.
    public struct LimitBehavior: Sendable {
        let name: String
        public static let automatic = LimitBehavior(name: "automatic")
        public static let always = LimitBehavior(name: "always")
        public static let never = LimitBehavior(name: "never")
    }

    public init(limitBehavior: LimitBehavior = .automatic) {}
}

extension ScrollTargetBehavior where Self == PagingScrollTargetBehavior {
    public static var paging: PagingScrollTargetBehavior { PagingScrollTargetBehavior() }
}

extension ScrollTargetBehavior where Self == ViewAlignedScrollTargetBehavior {
    public static var viewAligned: ViewAlignedScrollTargetBehavior { ViewAlignedScrollTargetBehavior() }

    public static func viewAligned(limitBehavior: ViewAlignedScrollTargetBehavior.LimitBehavior) -> ViewAlignedScrollTargetBehavior {
        ViewAlignedScrollTargetBehavior(limitBehavior: limitBehavior)
    }
}

extension View {
    /// How the scroll views inside settle after a swipe; at rest they show their start.
    public func scrollTargetBehavior<T: ScrollTargetBehavior>(_ behavior: T) -> some View {
        self
    }

    /// Marks this layout's views as the targets a view-aligned scroll view settles on; it lays out
    /// as before.
    public func scrollTargetLayout(isEnabled: Bool = true) -> some View {
        self
    }

    /// Binds the id of the view at the scroll view's `anchor` edge to `id`. A snapshot shows the
    /// scroll view at rest, from its start: a position set before it appears is not scrolled to.
    public func scrollPosition<ID: Hashable>(id: Binding<ID?>, anchor: UnitPoint? = nil) -> some View {
        self
    }
}

/// Gives its content a proxy that scrolls the scroll views inside, as SwiftUI's `ScrollViewReader`.
public struct ScrollViewReader<Content: View>: View {
    let content: (ScrollViewProxy) -> Content

    public init(@ViewBuilder content: @escaping (ScrollViewProxy) -> Content) {
        self.content = content
    }

    public var body: some View {
        content(ScrollViewProxy())
    }
}

/// Scrolls the scroll views of a `ScrollViewReader`. Its calls come from actions (a tap, `onAppear`,
/// `onChange`) that a snapshot never runs, so the scroll views show their resting state.
public struct ScrollViewProxy {
    /// Scrolls to the view whose id is `id`, with its `anchor` point at the scroll view's.
    public func scrollTo<ID: Hashable>(_ id: ID, anchor: UnitPoint? = nil) {}
}
