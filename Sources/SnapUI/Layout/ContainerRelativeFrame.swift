import Foundation
import Raster

/// The size a scroll view gives its content's `containerRelativeFrame`s: its own size less its
/// content margins, recorded when it is measured (before its content is).
final class ScrollContainer {
    var size = ProposedViewSize(width: nil, height: nil)
}

private struct ScrollContainerKey: EnvironmentKey {
    static var defaultValue: ScrollContainer? { nil }
}

extension EnvironmentValues {
    /// The nearest scroll view around, for `containerRelativeFrame`; nil outside any (the screen is
    /// then the container).
    var scrollContainer: ScrollContainer? {
        get { self[ScrollContainerKey.self] }
        set { self[ScrollContainerKey.self] = newValue }
    }
}

extension View {
    /// Sizes the view on `axes` to its container: the nearest scroll view (less its content margins)
    /// or else the screen.
    public func containerRelativeFrame(_ axes: Axis.Set, alignment: Alignment = .center) -> some View {
        containerRelativeFrame(axes, alignment: alignment) { length, _ in length }
    }

    /// Sizes the view on `axes` to `span` of `count` equal columns (or rows) of its container, with
    /// `spacing` between them: `(length - spacing × (count - 1)) / count × span + spacing × (span - 1)`.
    public func containerRelativeFrame(
        _ axes: Axis.Set, count: Int, span: Int = 1, spacing: CGFloat, alignment: Alignment = .center
    ) -> some View {
        containerRelativeFrame(axes, alignment: alignment) { length, _ in
            let column = (length - spacing * CGFloat(count - 1)) / CGFloat(count)
            return column * CGFloat(span) + spacing * CGFloat(span - 1)
        }
    }

    /// Sizes the view on `axes` to what `length` makes of its container's length on each axis.
    public func containerRelativeFrame(
        _ axes: Axis.Set, alignment: Alignment = .center, _ length: @escaping (CGFloat, Axis) -> CGFloat
    ) -> some View {
        wrapNode { node, environment in
            ContainerRelativeFrameNode(child: node, axes: axes, alignment: alignment, environment: environment) {
                Double(length(CGFloat($0), $1))
            }
        }
    }
}

/// A view sized on some axes from its container's size, and aligned in that frame.
final class ContainerRelativeFrameNode: WrapperNode {
    let axes: Axis.Set
    let alignment: Alignment
    let container: ScrollContainer?
    let screen: ProposedViewSize
    let length: (Double, Axis) -> Double

    init(child: Node, axes: Axis.Set, alignment: Alignment, environment: EnvironmentValues,
         length: @escaping (Double, Axis) -> Double) {
        self.axes = axes
        self.alignment = alignment
        container = environment.scrollContainer
        screen = ProposedViewSize(width: environment.screenWidth, height: environment.screenHeight.map { CGFloat($0) })
        self.length = length
        super.init(child: child)
    }

    /// The proposal on the sized axes replaced by the lengths the container gives them.
    private func sized(_ proposal: ProposedViewSize) -> ProposedViewSize {
        let size = container?.size ?? screen
        var result = proposal
        if axes.contains(.horizontal), let width = size.width ?? screen.width { result.width = max(length(width, .horizontal), 0) }
        if axes.contains(.vertical), let height = size.height ?? screen.height { result.height = max(length(height, .vertical), 0) }
        return result
    }

    override func measure(_ proposal: ProposedViewSize) -> Size {
        let frame = sized(proposal)
        let child = self.child.sizeThatFits(frame)
        return Size(width: axes.contains(.horizontal) ? frame.width ?? child.width : child.width,
                    height: axes.contains(.vertical) ? frame.height ?? child.height : child.height)
    }

    override func childFrame(in bounds: Rect) -> Rect {
        let size = child.sizeThatFits(sized(ProposedViewSize(bounds.size)))
        return Rect(origin: alignment.origin(of: size, in: bounds), size: size)
    }
}
