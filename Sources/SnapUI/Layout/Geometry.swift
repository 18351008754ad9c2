import Raster

// SwiftUI's geometry names, for code written against SwiftUI.
public typealias CGFloat = Double
public typealias CGPoint = Raster.Point
public typealias CGSize = Raster.Size
public typealias CGRect = Raster.Rect
public typealias Path = Raster.Path

/// The size a parent offers a child: nil in a dimension asks for the child's ideal size there,
/// `.infinity` for its largest, 0 for its smallest.
public struct ProposedViewSize: Hashable, Sendable {
    public var width: Double?
    public var height: Double?

    public init(width: Double?, height: Double?) {
        self.width = width
        self.height = height
    }

    public init(_ size: Size) {
        self.init(width: size.width, height: size.height)
    }

    public static let unspecified = ProposedViewSize(width: nil, height: nil)
    public static let zero = ProposedViewSize(width: 0, height: 0)
    public static let infinity = ProposedViewSize(width: .infinity, height: .infinity)

    /// The proposal with each unspecified dimension replaced by `size`'s.
    public func replacingUnspecifiedDimensions(by size: Size = Size(width: 10, height: 10)) -> Size {
        Size(width: width ?? size.width, height: height ?? size.height)
    }
}

/// Insets on the four edges of a rectangle, in points.
public struct EdgeInsets: Hashable, Sendable {
    public var top, leading, bottom, trailing: Double

    public init(top: Double = 0, leading: Double = 0, bottom: Double = 0, trailing: Double = 0) {
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
