extension ToolbarContentBuilder {
    /// A view written straight into `.toolbar { }`, as SwiftUI takes it: an item in the automatic
    /// placement (trailing, on iOS).
    public static func buildExpression<Content: View>(_ content: Content) -> ToolbarItem<Content> {
        ToolbarItem { content }
    }
}
