import Foundation

/// Where content margins apply, as SwiftUI's `ContentMarginPlacement`.
public struct ContentMarginPlacement: Hashable, Sendable {
    let name: String

    /// The scroll content's.
    public static let automatic = ContentMarginPlacement(name: "automatic")
    /// The scroll content's: it is inset, and scrolls under the margins.
    public static let scrollContent = ContentMarginPlacement(name: "scrollContent")
    /// The scroll indicators': a snapshot draws no indicators, so nothing changes.
    public static let scrollIndicators = ContentMarginPlacement(name: "scrollIndicators")
}

private struct ScrollContentMarginsKey: EnvironmentKey { static let defaultValue = EdgeInsets() }
private struct DefaultScrollAnchorKey: EnvironmentKey { static let defaultValue: UnitPoint? = nil }
private struct ScrollClipDisabledKey: EnvironmentKey { static let defaultValue = false }

extension EnvironmentValues {
    /// The margins around the content of the scroll views inside (`contentMargins`).
    var scrollContentMargins: EdgeInsets {
        get { self[ScrollContentMarginsKey.self] }
        set { self[ScrollContentMarginsKey.self] = newValue }
    }

    /// Where the scroll views inside rest (`defaultScrollAnchor(_:)`).
    var defaultScrollAnchor: UnitPoint? {
        get { self[DefaultScrollAnchorKey.self] }
        set { self[DefaultScrollAnchorKey.self] = newValue }
    }

    /// Whether the scroll views inside draw their content beyond their frames, as SwiftUI's.
    public var isScrollClipDisabled: Bool {
        get { self[ScrollClipDisabledKey.self] }
        set { self[ScrollClipDisabledKey.self] = newValue }
    }
}

/// The margins a scroll modifier adds on `edges`: `length`, or the system's 16 points.
private func margins(_ edges: Edge.Set, _ length: CGFloat?) -> EdgeInsets {
    let l = length.double ?? 16
    return EdgeInsets(top: edges.contains(.top) ? l : 0, leading: edges.contains(.leading) ? l : 0,
                      bottom: edges.contains(.bottom) ? l : 0, trailing: edges.contains(.trailing) ? l : 0)
}

extension View {
    /// Insets the content of the scroll views inside by `length` (16 points if nil) on `edges`: the
    /// content starts inside the margins and scrolls under them.
    public func contentMargins(_ edges: Edge.Set = .all, _ length: CGFloat?, for placement: ContentMarginPlacement = .automatic) -> some View {
        contentMargins(margins(edges, length), for: placement)
    }

    /// Insets the content of the scroll views inside by `length` on every edge.
    public func contentMargins(_ length: CGFloat, for placement: ContentMarginPlacement = .automatic) -> some View {
        contentMargins(.all, length, for: placement)
    }

    /// Insets the content of the scroll views inside by `insets`.
    public func contentMargins(_ insets: EdgeInsets, for placement: ContentMarginPlacement = .automatic) -> some View {
        transformEnvironment { environment in
            guard placement != .scrollIndicators else { return }
            let m = environment.scrollContentMargins
            environment.scrollContentMargins = EdgeInsets(
                top: m.top + insets.top, leading: m.leading + insets.leading, bottom: m.bottom + insets.bottom,
                trailing: m.trailing + insets.trailing)
        }
    }

    /// Where the scroll views inside rest: `.bottom` shows the end of a tall content (a chat's latest
    /// message), and places a short one at the bottom.
    public func defaultScrollAnchor(_ anchor: UnitPoint?) -> some View {
        transformEnvironment { $0.defaultScrollAnchor = anchor }
    }

    /// Lets the scroll views inside draw their content beyond their frames (a carousel's shadows and
    /// neighbouring cards).
    public func scrollClipDisabled(_ disabled: Bool = true) -> some View {
        transformEnvironment { $0.isScrollClipDisabled = disabled }
    }

    /// Adds `length` (16 points if nil) to the safe area on `edges`: a view's content is inset by it,
    /// as by padding; a scroll view's content is inset inside it and scrolls under it, the scroll view
    /// keeping its frame.
    public func safeAreaPadding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View {
        safeAreaPadding(margins(edges, length))
    }

    /// Adds `length` to the safe area on every edge.
    public func safeAreaPadding(_ length: CGFloat) -> some View {
        safeAreaPadding(.all, length)
    }

    /// Adds `insets` to the safe area.
    public func safeAreaPadding(_ insets: EdgeInsets) -> some View {
        wrapNode { node in
            guard let scroll = node as? ScrollNode else { return PaddingNode(child: node, insets: insets) }
            scroll.addContentMargins(insets)
            return scroll
        }
    }
}
