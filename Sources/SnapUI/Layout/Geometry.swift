import Raster

import Foundation

// SnapUI's public API speaks Foundation's geometry (`CGFloat`, `CGPoint`, `CGSize`, `CGRect`), as
// SwiftUI does; its nodes lay out and draw in Raster's. These convert at that boundary. Each is
// exact: CGFloat is a Double on Linux.

extension Point {
    init(_ point: CGPoint) { self.init(x: Double(point.x), y: Double(point.y)) }
}

extension Size {
    init(_ size: CGSize) { self.init(width: Double(size.width), height: Double(size.height)) }
}

extension Rect {
    init(_ rect: CGRect) { self.init(origin: Point(rect.origin), size: Size(rect.size)) }
}

extension CGPoint {
    init(_ point: Point) { self.init(x: point.x, y: point.y) }
}

extension CGSize {
    init(_ size: Size) { self.init(width: size.width, height: size.height) }
}

extension CGRect {
    init(_ rect: Rect) { self.init(origin: CGPoint(rect.origin), size: CGSize(rect.size)) }
}

extension Optional<CGFloat> {
    /// The length as a Double, for nodes.
    var double: Double? { map { Double($0) } }
}

/// The size a parent offers a child: nil in a dimension asks for the child's ideal size there,
/// `.infinity` for its largest, 0 for its smallest.
public struct ProposedViewSize: Hashable, Sendable {
    public var width: CGFloat?
    public var height: CGFloat?

    public init(width: CGFloat?, height: CGFloat?) {
        self.width = width
        self.height = height
    }

    public init(_ size: CGSize) {
        self.init(width: Double(size.width), height: Double(size.height))
    }

    init(_ size: Size) {
        self.init(width: size.width, height: size.height)
    }

    public static let unspecified = ProposedViewSize(width: nil, height: nil)
    public static let zero = ProposedViewSize(width: 0, height: 0)
    public static let infinity = ProposedViewSize(width: .infinity, height: .infinity)

    /// The proposal with each unspecified dimension replaced by `size`'s.
    public func replacingUnspecifiedDimensions(by size: CGSize = CGSize(width: 10, height: 10)) -> CGSize {
        CGSize(replacingUnspecifiedDimensions(by: Size(size)))
    }

    /// `replacingUnspecifiedDimensions(by:)` in Raster's geometry, for nodes.
    func replacingUnspecifiedDimensions(by size: Size = Size(width: 10, height: 10)) -> Size {
        Size(width: width ?? size.width, height: height ?? size.height)
    }
}

/// Insets on the four edges of a rectangle, in points.
public struct EdgeInsets: Hashable, Sendable {
    public var top, leading, bottom, trailing: CGFloat

    public init(top: CGFloat = 0, leading: CGFloat = 0, bottom: CGFloat = 0, trailing: CGFloat = 0) {
        (self.top, self.leading, self.bottom, self.trailing) = (top, leading, bottom, trailing)
    }

    var horizontal: Double { leading + trailing }
    var vertical: Double { top + bottom }
}

/// The edges of a rectangle, as a set.
public enum Edge: Int8, CaseIterable, Sendable {
    case top, leading, bottom, trailing

    public struct Set: OptionSet, Sendable {
        public let rawValue: Int8
        public init(rawValue: Int8) { self.rawValue = rawValue }
        public init(_ edge: Edge) { rawValue = 1 << edge.rawValue }

        public static let top = Set(.top)
        public static let leading = Set(.leading)
        public static let bottom = Set(.bottom)
        public static let trailing = Set(.trailing)
        public static let horizontal: Set = [.leading, .trailing]
        public static let vertical: Set = [.top, .bottom]
        public static let all: Set = [.horizontal, .vertical]
    }
}

/// The start of `length` centred in the span from `start` `available` long, on a whole pixel at
/// `scale` pixels a point: where a hosting or navigation controller puts a root view that does not
/// fill its space.
func pixelAlignedCentre(of length: Double, in start: Double, _ available: Double, scale: Double) -> Double {
    ((start + (available - length) / 2) * scale).rounded() / scale
}
