/// How a list row's separator shows.
public enum Visibility: Hashable, Sendable {
    case automatic, visible, hidden
}

/// What a List reads from a row, set with `.listRowInsets`, `.listRowBackground`, `.listRowSeparator`.
/// On a Section they apply to each of its rows that does not set its own.
struct ListRowInsetsKey: ViewTraitKey { static var defaultValue: EdgeInsets? { nil } }
struct ListRowBackgroundKey: ViewTraitKey { static var defaultValue: Color? { nil } }
struct ListRowSeparatorKey: ViewTraitKey { static var defaultValue: Visibility { .automatic } }
struct ListRowSeparatorTintKey: ViewTraitKey { static var defaultValue: Color? { nil } }

extension View {
    /// The space between a List row's edges and its content; `EdgeInsets()` for none (edge to edge).
    public func listRowInsets(_ insets: EdgeInsets?) -> some View {
        trait(ListRowInsetsKey.self, insets)
    }

    /// The background of a List row; `Color.clear` for none.
    public func listRowBackground(_ color: Color?) -> some View {
        trait(ListRowBackgroundKey.self, color)
    }

    /// Whether the separator below a List row shows. SnapUI draws separators between rows only, so
    /// `edges` is accepted for SwiftUI's sake and both edges follow `visibility`.
    public func listRowSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all) -> some View {
        trait(ListRowSeparatorKey.self, visibility)
    }

    /// The colour of the separator below a List row; nil for the list's own. As with
    /// `listRowSeparator(_:edges:)`, `edges` is accepted and the separator below follows `color`.
    public func listRowSeparatorTint(_ color: Color?, edges: VerticalEdge.Set = .all) -> some View {
        trait(ListRowSeparatorTintKey.self, color)
    }
}

/// The top and bottom edges.
public enum VerticalEdge: Int8, Hashable, Sendable {
    case top, bottom

    /// A set of vertical edges.
    public struct Set: OptionSet, Hashable, Sendable {
        public let rawValue: Int8
        public init(rawValue: Int8) { self.rawValue = rawValue }
        public static let top = Set(rawValue: 1)
        public static let bottom = Set(rawValue: 2)
        public static let all: Set = [.top, .bottom]
    }
}
