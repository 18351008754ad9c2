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

/// A horizontal alignment guide.
public enum HorizontalAlignment: Hashable, Sendable {
    case leading, center, trailing

    /// Where a child of `width` starts in a space of `available` width.
    func offset(of width: Double, in available: Double) -> Double {
        switch self {
        case .leading: 0
        case .center: (available - width) / 2
        case .trailing: available - width
        }
    }
}

/// A vertical alignment guide.
public enum VerticalAlignment: Hashable, Sendable {
    case top, center, bottom

    func offset(of height: Double, in available: Double) -> Double {
        switch self {
        case .top: 0
        case .center: (available - height) / 2
        case .bottom: available - height
        }
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

    /// The origin of a child of `size` aligned in `bounds`.
    func origin(of size: Size, in bounds: Rect) -> Point {
        Point(
            x: bounds.minX + horizontal.offset(of: size.width, in: bounds.width),
            y: bounds.minY + vertical.offset(of: size.height, in: bounds.height))
    }
}
