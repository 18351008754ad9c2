/// How the open ends of a stroked line are drawn.
public enum LineCap: Hashable, Sendable {
    /// The stroke stops square at the end point.
    case butt
    /// A half disc of the stroke's width is added around the end point.
    case round
    /// The stroke goes on half its width past the end point, square.
    case square
}

/// How two stroked segments meet at a corner.
public enum LineJoin: Hashable, Sendable {
    /// The outer edges are extended until they meet (unless that is longer than the miter limit).
    case miter
    /// A disc of the stroke's width fills the corner.
    case round
    /// The outer corners are joined by a straight line.
    case bevel
}

/// The shape of a stroke: its width and how its ends and corners are drawn.
public struct StrokeStyle: Hashable, Sendable {
    /// The stroke's full width, centred on the path, in user space units.
    public var width: Double
    /// How open ends are drawn.
    public var cap: LineCap
    /// How corners are drawn.
    public var join: LineJoin
    /// The longest a miter may be, in stroke widths, before the corner is bevelled instead.
    public var miterLimit: Double

    /// A stroke `width` wide; butt caps and miter joins (limit 4) unless asked otherwise.
    public init(width: Double, cap: LineCap = .butt, join: LineJoin = .miter, miterLimit: Double = 4) {
        (self.width, self.cap, self.join, self.miterLimit) = (width, cap, join, miterLimit)
    }
}
