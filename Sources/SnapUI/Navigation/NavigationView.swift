/// iOS 13's navigation container, as SwiftUI's (deprecated, still in many codebases). On a phone it
/// is a navigation stack whatever its style: its first view is the stack's root, and the views after
/// it (the detail a two-column layout shows on an iPad) are not shown, as on an iPhone.
public struct NavigationView<Content: View>: PrimitiveView {
    let content: Content

    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    public func makeNodes(in environment: EnvironmentValues) -> [Node] {
        guard let root = SnapUI.makeNodes(content, in: environment).first else { return [] }
        return NavigationStack<EmptyView>.stackNodes(root: root, path: [], in: environment)
    }
}

/// How a NavigationView shows its views, as SwiftUI's `NavigationViewStyle`.
public protocol NavigationViewStyle {}

/// The platform's style: a stack on a phone.
public struct DefaultNavigationViewStyle: NavigationViewStyle {
    public init() {}
}

/// One view at a time, each pushed over the one before.
public struct StackNavigationViewStyle: NavigationViewStyle {
    public init() {}
}

/// Columns side by side where there is room (an iPad); a stack on a phone.
public struct ColumnNavigationViewStyle: NavigationViewStyle {
    public init() {}
}

/// iOS 14's name for the column style.
public typealias DoubleColumnNavigationViewStyle = ColumnNavigationViewStyle

extension NavigationViewStyle where Self == DefaultNavigationViewStyle {
    public static var automatic: DefaultNavigationViewStyle { DefaultNavigationViewStyle() }
}

extension NavigationViewStyle where Self == StackNavigationViewStyle {
    public static var stack: StackNavigationViewStyle { StackNavigationViewStyle() }
}

extension NavigationViewStyle where Self == ColumnNavigationViewStyle {
    public static var columns: ColumnNavigationViewStyle { ColumnNavigationViewStyle() }
}

extension View {
    /// Sets the style of the NavigationViews inside. A snapshot is a phone's: every style draws a stack.
    public func navigationViewStyle<S: NavigationViewStyle>(_ style: S) -> some View {
        self
    }
}
