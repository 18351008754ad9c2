import Foundation
import Raster

/// A kind of alignment guide, as SwiftUI's: its value for a view that sets none, and how a
/// container combines the explicit values of its children into its own.
///
///     private enum MidAccount: AlignmentID {
///         static func defaultValue(in d: ViewDimensions) -> CGFloat { d[VerticalAlignment.center] }
///     }
///     extension VerticalAlignment { static let midAccount = VerticalAlignment(MidAccount.self) }
public protocol AlignmentID {
    /// The guide's value, in the view's own coordinates, for a view that sets none.
    static func defaultValue(in context: ViewDimensions) -> CGFloat

    /// Folds the `n`th child's explicit value into the container's (by default their mean).
    static func _combineExplicit(childValue: Double, _ n: Int, into parentValue: inout Double?)
}

extension AlignmentID {
    public static func _combineExplicit(childValue: Double, _ n: Int, into parentValue: inout Double?) {
        let count = Double(n)
        parentValue = ((n == 0 ? childValue : parentValue!) * count + childValue) / (count + 1)
    }
}

/// The guides of the edges and centre: a container takes none of them from its children.
protocol FrameAlignmentID: AlignmentID {}

extension FrameAlignmentID {
    static func _combineExplicit(childValue: Double, _ n: Int, into parentValue: inout Double?) {}
}

/// A guide along one axis, identified by its `AlignmentID` type.
struct AlignmentKey: Hashable, @unchecked Sendable {
    let id: any AlignmentID.Type
    let axis: Axis

    static func == (a: AlignmentKey, b: AlignmentKey) -> Bool {
        ObjectIdentifier(a.id) == ObjectIdentifier(b.id) && a.axis == b.axis
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(id))
        hasher.combine(axis)
    }

    /// The coordinate of `point` along this guide's axis.
    func along(_ point: Point) -> Double { axis == .horizontal ? point.x : point.y }

    /// The container's value from its children's explicit ones (nil where a child has none).
    func combine(_ values: [Double?]) -> Double? {
        var result: Double?
        var n = 0
        for case let value? in values {
            id._combineExplicit(childValue: value, n, into: &result)
            n += 1
        }
        return result
    }
}

/// A view's size and its alignment guides, as a layout or an alignment guide's closure sees it.
public struct ViewDimensions {
    public let width: CGFloat
    public let height: CGFloat
    /// The view, for the guides it sets; nil for a bare size.
    let node: Node?
    /// The proposal the view took this size for: the layout its guides come from.
    let proposal: ProposedViewSize

    /// The dimensions of `node` at `size`, sized for `proposal` (the size itself when not given).
    init(size: Size, proposal: ProposedViewSize? = nil, node: Node?) {
        width = size.width
        height = size.height
        self.proposal = proposal ?? ProposedViewSize(size)
        self.node = node
    }

    var size: Size { Size(width: width, height: height) }

    /// The guide's value: the view's explicit one, or the guide's default.
    public subscript(guide: HorizontalAlignment) -> CGFloat {
        self[explicit: guide] ?? guide.id.defaultValue(in: self)
    }

    public subscript(guide: VerticalAlignment) -> CGFloat {
        self[explicit: guide] ?? guide.id.defaultValue(in: self)
    }

    /// The value the view sets for the guide, if it sets one.
    public subscript(explicit guide: HorizontalAlignment) -> CGFloat? {
        node?.explicitAlignment(guide.key, size: size, proposal: proposal).map { CGFloat($0) }
    }

    public subscript(explicit guide: VerticalAlignment) -> CGFloat? {
        node?.explicitAlignment(guide.key, size: size, proposal: proposal).map { CGFloat($0) }
    }
}

/// A guide across the width: `.leading`, `.center`, `.trailing`, or one of your own.
public struct HorizontalAlignment: Hashable, @unchecked Sendable {
    let id: any AlignmentID.Type

    /// A guide of your own kind.
    public init(_ id: any AlignmentID.Type) {
        self.id = id
    }

    var key: AlignmentKey { AlignmentKey(id: id, axis: .horizontal) }

    public static func == (a: HorizontalAlignment, b: HorizontalAlignment) -> Bool { a.key == b.key }
    public func hash(into hasher: inout Hasher) { key.hash(into: &hasher) }

    private enum Leading: FrameAlignmentID {
        static func defaultValue(in context: ViewDimensions) -> CGFloat { 0 }
    }
    private enum Center: FrameAlignmentID {
        static func defaultValue(in context: ViewDimensions) -> CGFloat { context.width * 0.5 }
    }
    private enum Trailing: FrameAlignmentID {
        static func defaultValue(in context: ViewDimensions) -> CGFloat { context.width }
    }

    public static let leading = HorizontalAlignment(Leading.self)
    public static let center = HorizontalAlignment(Center.self)
    public static let trailing = HorizontalAlignment(Trailing.self)

    /// Where a child of `width` starts in a space of `available` width, by the guides' defaults.
    func offset(of width: Double, in available: Double) -> Double {
        id.defaultValue(in: ViewDimensions(size: Size(width: available, height: 0), node: nil))
            - id.defaultValue(in: ViewDimensions(size: Size(width: width, height: 0), node: nil))
    }
}

/// A guide down the height: `.top`, `.center`, `.bottom`, the text baselines, or one of your own.
public struct VerticalAlignment: Hashable, @unchecked Sendable {
    let id: any AlignmentID.Type

    /// A guide of your own kind.
    public init(_ id: any AlignmentID.Type) {
        self.id = id
    }

    var key: AlignmentKey { AlignmentKey(id: id, axis: .vertical) }

    public static func == (a: VerticalAlignment, b: VerticalAlignment) -> Bool { a.key == b.key }
    public func hash(into hasher: inout Hasher) { key.hash(into: &hasher) }

    private enum Top: FrameAlignmentID {
        static func defaultValue(in context: ViewDimensions) -> CGFloat { 0 }
    }
    private enum Center: FrameAlignmentID {
        static func defaultValue(in context: ViewDimensions) -> CGFloat { context.height * 0.5 }
    }
    private enum Bottom: FrameAlignmentID {
        static func defaultValue(in context: ViewDimensions) -> CGFloat { context.height }
    }
    /// A text's first baseline; a container's is its topmost child's; a view without text's, its bottom.
    private enum FirstTextBaseline: AlignmentID {
        static func defaultValue(in context: ViewDimensions) -> CGFloat { context.height }
        static func _combineExplicit(childValue: Double, _ n: Int, into parentValue: inout Double?) {
            parentValue = min(childValue, parentValue ?? .infinity)
        }
    }
    /// A text's last baseline; a container's is its lowest child's; a view without text's, its bottom.
    private enum LastTextBaseline: AlignmentID {
        static func defaultValue(in context: ViewDimensions) -> CGFloat { context.height }
        static func _combineExplicit(childValue: Double, _ n: Int, into parentValue: inout Double?) {
            parentValue = max(childValue, parentValue ?? -.infinity)
        }
    }

    public static let top = VerticalAlignment(Top.self)
    public static let center = VerticalAlignment(Center.self)
    public static let bottom = VerticalAlignment(Bottom.self)
    public static let firstTextBaseline = VerticalAlignment(FirstTextBaseline.self)
    public static let lastTextBaseline = VerticalAlignment(LastTextBaseline.self)

    /// Where a child of `height` starts in a space of `available` height, by the guides' defaults.
    func offset(of height: Double, in available: Double) -> Double {
        id.defaultValue(in: ViewDimensions(size: Size(width: 0, height: available), node: nil))
            - id.defaultValue(in: ViewDimensions(size: Size(width: 0, height: height), node: nil))
    }
}

/// A two-dimensional alignment.
public struct Alignment: Hashable, Sendable {
    public var horizontal: HorizontalAlignment
    public var vertical: VerticalAlignment

    public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    public static let center = Alignment(horizontal: .center, vertical: .center)
    public static let leading = Alignment(horizontal: .leading, vertical: .center)
    public static let trailing = Alignment(horizontal: .trailing, vertical: .center)
    public static let top = Alignment(horizontal: .center, vertical: .top)
    public static let bottom = Alignment(horizontal: .center, vertical: .bottom)
    public static let topLeading = Alignment(horizontal: .leading, vertical: .top)
    public static let topTrailing = Alignment(horizontal: .trailing, vertical: .top)
    public static let bottomLeading = Alignment(horizontal: .leading, vertical: .bottom)
    public static let bottomTrailing = Alignment(horizontal: .trailing, vertical: .bottom)
    public static let centerFirstTextBaseline = Alignment(horizontal: .center, vertical: .firstTextBaseline)
    public static let centerLastTextBaseline = Alignment(horizontal: .center, vertical: .lastTextBaseline)
    public static let leadingFirstTextBaseline = Alignment(horizontal: .leading, vertical: .firstTextBaseline)
    public static let leadingLastTextBaseline = Alignment(horizontal: .leading, vertical: .lastTextBaseline)
    public static let trailingFirstTextBaseline = Alignment(horizontal: .trailing, vertical: .firstTextBaseline)
    public static let trailingLastTextBaseline = Alignment(horizontal: .trailing, vertical: .lastTextBaseline)

    /// The origin of a child of `size` aligned in `bounds`, by the guides' defaults.
    func origin(of size: Size, in bounds: Rect) -> Point {
        Point(
            x: bounds.minX + horizontal.offset(of: size.width, in: bounds.width),
            y: bounds.minY + vertical.offset(of: size.height, in: bounds.height))
    }
}
