import Foundation
import Raster

/// The subviews of a layout container, in the order written, as SwiftUI's `LayoutSubviews`: a
/// random-access collection indexed from 0, whose slices (`subviews[1...]`, `subviews[[0, 2]]`)
/// are subviews again, indexed from 0.
public struct LayoutSubviews: Equatable, RandomAccessCollection {
    public typealias Element = LayoutSubview
    public typealias Index = Int
    public typealias Indices = Range<Int>
    public typealias SubSequence = LayoutSubviews
    public typealias Iterator = IndexingIterator<LayoutSubviews>

    private let elements: [LayoutSubview]

    /// The subviews of a container holding `nodes`.
    init(_ nodes: [Node]) {
        let placements = SubviewPlacements()
        elements = nodes.indices.map { LayoutSubview(node: nodes[$0], index: $0, placements: placements) }
    }

    private init(elements: [LayoutSubview]) {
        self.elements = elements
    }

    /// 0: the first subview.
    public var startIndex: Int { 0 }
    /// One past the last subview: their number.
    public var endIndex: Int { elements.count }

    /// The subview at `index`.
    public subscript(index: Int) -> LayoutSubview { elements[index] }

    /// The subviews in `bounds`, indexed from 0.
    public subscript(bounds: Range<Int>) -> LayoutSubviews {
        LayoutSubviews(elements: Array(elements[bounds]))
    }

    /// The subviews at `indices`, in that order, indexed from 0. A range such as `1...` (which
    /// this overload is chosen for too) means the subviews in it, not the endless run of numbers.
    public subscript<S: Sequence>(indices: S) -> LayoutSubviews where S.Element == Int {
        if let range = indices as? any RangeExpression<Int> { return self[range.relative(to: self)] }
        return LayoutSubviews(elements: indices.map { elements[$0] })
    }

    /// Where each subview goes when `placeSubviews` runs in `body`: where the layout put it, or,
    /// for one it left unplaced, centred in `bounds` at the container's `proposal` (as SwiftUI).
    /// With `recordingOnly` the subviews are not moved: the layout is asked where it would put them.
    func placements(
        in bounds: Rect, proposal: ProposedViewSize, recordingOnly: Bool, _ body: () -> Void
    ) -> [SubviewPlacements.Placement] {
        guard let sink = elements.first?.placements else { return [] }
        let placed = sink.collect(recordingOnly: recordingOnly, body)
        return elements.map { subview in
            if let placement = placed[subview.index] { return placement }
            let size = subview.measuredSize(proposal)
            let origin = Point(x: bounds.midX - size.width / 2, y: bounds.midY - size.height / 2)
            return .init(frame: Rect(origin: origin, size: size), proposal: proposal, byLayout: false)
        }
    }
}

/// A child as a layout sees it, as SwiftUI's `LayoutSubview`: it can be measured, asked its
/// spacing, priority and layout values, and placed.
public struct LayoutSubview: Equatable {
    let node: Node
    /// Its place among its container's children.
    let index: Int
    /// Where its container's layout puts it.
    let placements: SubviewPlacements

    /// True when both stand for the same child.
    public static func == (a: LayoutSubview, b: LayoutSubview) -> Bool {
        a.node === b.node
    }

    /// The size the child chooses for `proposal`.
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        CGSize(node.sizeThatFits(proposal))
    }

    /// `sizeThatFits(_:)` in Raster's geometry, for SnapUI's own layouts.
    func measuredSize(_ proposal: ProposedViewSize) -> Size {
        node.sizeThatFits(proposal)
    }

    /// The child's layout priority (`layoutPriority(_:)`).
    public var priority: Double { node.layoutPriority }

    /// The space the child prefers between itself and its neighbours.
    public var spacing: ViewSpacing { node.viewSpacing }

    /// Places the child with its `anchor` at `position`, at the size it chooses for `proposal`.
    /// Placed twice, the last placement holds.
    public func place(at position: CGPoint, anchor: UnitPoint = .topLeading, proposal: ProposedViewSize) {
        place(at: Point(position), anchor: anchor, proposal: proposal)
    }

    /// `place(at:anchor:proposal:)` in Raster's geometry, for SnapUI's own layouts.
    func place(at position: Point, anchor: UnitPoint = .topLeading, proposal: ProposedViewSize) {
        let size = node.sizeThatFits(proposal)
        let frame = Rect(
            x: position.x - anchor.x * size.width, y: position.y - anchor.y * size.height,
            width: size.width, height: size.height)
        placements.place(self, in: frame, proposal: proposal)
    }

    /// Moves the child into `frame`, sized for `proposal`.
    func place(in frame: Rect, proposal: ProposedViewSize) {
        node.placementProposal = proposal
        node.place(in: frame)
    }
}

/// Where a container's layout puts its subviews, kept while its `placeSubviews` runs: the
/// container's own placing moves them as they are placed; its default alignment guides only
/// record where they would go.
final class SubviewPlacements {
    struct Placement {
        var frame: Rect
        var proposal: ProposedViewSize
        /// False for a subview the layout did not place, which goes where SwiftUI puts it.
        var byLayout = true
    }

    private var placed: [Int: Placement] = [:]
    private var recordingOnly = false

    func place(_ subview: LayoutSubview, in frame: Rect, proposal: ProposedViewSize) {
        placed[subview.index] = Placement(frame: frame, proposal: proposal)
        if !recordingOnly { subview.place(in: frame, proposal: proposal) }
    }

    /// The placements made while `body` runs, by subview index.
    func collect(recordingOnly: Bool, _ body: () -> Void) -> [Int: Placement] {
        let outer = (placed, self.recordingOnly)
        (placed, self.recordingOnly) = ([:], recordingOnly)
        defer { (placed, self.recordingOnly) = outer }
        body()
        return placed
    }
}
