import Foundation
import Raster

/// The size of a `GeometryReader`, for its content to lay itself out by.
public struct GeometryProxy {
    /// The reader's size: the space it was offered.
    public var size: CGSize { CGSize(globalFrame.size) }
    /// The reader's frame in the snapshot's coordinates (`.global` and `.local` alike: SnapUI has
    /// one coordinate space, the snapshot's, and a local frame starts at zero).
    let globalFrame: Rect

    /// The reader's frame in `space`.
    public func frame(in space: CoordinateSpace) -> CGRect {
        CGRect(space == .local ? Rect(origin: .zero, size: globalFrame.size) : globalFrame)
    }
}

/// Where a frame is measured from.
public enum CoordinateSpace: Hashable, Sendable {
    case global, local
}

/// A view that takes all the space it is offered and builds its content from that size, placed
/// at its top-leading corner, as SwiftUI's.
public struct GeometryReader<Content: View>: PrimitiveView {
    let content: (GeometryProxy) -> Content

    public init(@ViewBuilder content: @escaping (GeometryProxy) -> Content) {
        self.content = content
    }

    public func makeNodes(in environment: EnvironmentValues) -> [Node] {
        [GeometryReaderNode(environment: environment) { SnapUI.makeNode(content($0), in: environment) }]
    }
}

/// Builds its child once it knows its frame.
final class GeometryReaderNode: Node {
    let environment: EnvironmentValues
    let makeContent: (GeometryProxy) -> Node

    init(environment: EnvironmentValues, makeContent: @escaping (GeometryProxy) -> Node) {
        self.environment = environment
        self.makeContent = makeContent
        super.init()
    }

    /// The space offered; 10 points where none is (SwiftUI's default for an unspecified length).
    override func measure(_ proposal: ProposedViewSize) -> Size {
        proposal.replacingUnspecifiedDimensions()
    }

    override func place(in frame: Rect) {
        self.frame = frame
        let content = makeContent(GeometryProxy(globalFrame: frame))
        children = [content]
        let size = content.sizeThatFits(ProposedViewSize(frame.size))
        content.place(in: Rect(origin: frame.origin, size: size))
    }
}
