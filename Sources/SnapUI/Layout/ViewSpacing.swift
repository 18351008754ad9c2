import Raster

/// The space a view prefers between itself and its neighbours, edge by edge, as SwiftUI's
/// `ViewSpacing`: a stack without a spacing of its own puts between two children the distance
/// that satisfies both. Most views ask for nothing, so their neighbours get the default 8 points;
/// text asks for distances from its font's metrics (text to text: the lower font's leading), a
/// spacer for none, and padding or a frame gives back the default on the edges it moves.
public struct ViewSpacing: Sendable {
    /// What kind of neighbour a preference is for: one matches only the same category on the
    /// facing edge of the neighbour.
    enum Category: Hashable, Sendable {
        case textToText, edgeAboveText, edgeBelowText, textBaseline, edgeLeftText, edgeRightText
    }

    struct Key: Hashable, Sendable {
        var category: Category?
        var edge: Edge
    }

    /// A font's vertical metrics, for the distance between two texts.
    struct TextMetrics: Hashable, Sendable {
        var ascend, descend, leading: Double
        /// One device pixel in points: distances are rounded up to it.
        var pixelLength: Double

        /// SwiftUI's distance from the text above to the text below: the lower font's leading,
        /// rounded up to a whole pixel. Source: OpenSwiftUI's `Spacing.TextMetrics.spacing(top:bottom:)`
        /// (audited against SwiftUI 6.5.4), whose general formula, `top.descend + bottom.lineSpacing
        /// - bottom.descend - top.descend - bottom.ascend`, reduces to `bottom.leading` for any two
        /// fonts. With SwiftUI's default `Text.Sizing.standard` the leading lies outside a Text's
        /// frame, so two texts stack exactly one line of the lower font apart, baseline to baseline.
        /// A fixed-size SF font has no leading (`UIFont.systemFont(ofSize: 15).lineHeight` is 17.9,
        /// its ascender plus its descender), so two such texts touch; a text style's font has its
        /// Dynamic Type leading (two `.body` texts at `.medium` are 21.33 apart, baseline to
        /// baseline, at 3x: a 19.33 line and its 1.91 leading rounded up to 2). SnapUI puts half a
        /// face's own line gap inside the line box above and below (not counted here), which keeps
        /// that baseline distance.
        static func spacing(top: TextMetrics, bottom: TextMetrics) -> Double {
            roundedUp(bottom.leading, to: top.pixelLength)
        }
    }

    enum Value: Sendable, Comparable {
        case distance(Double)
        /// The metrics of the text whose bottom edge this is.
        case topTextMetrics(TextMetrics)
        /// The metrics of the text whose top edge this is.
        case bottomTextMetrics(TextMetrics)

        /// The distance between a view with this preference and a neighbour with `other` on the
        /// facing edge; nil when the two say nothing together (two tops of texts).
        func distance(to other: Value) -> Double? {
            switch (self, other) {
            case let (.distance(a), .distance(b)): a + b
            case let (.distance(a), _): a
            case let (_, .distance(b)): b
            case let (.topTextMetrics(top), .bottomTextMetrics(bottom)),
                 let (.bottomTextMetrics(bottom), .topTextMetrics(top)):
                TextMetrics.spacing(top: top, bottom: bottom)
            case (.topTextMetrics, .topTextMetrics), (.bottomTextMetrics, .bottomTextMetrics): nil
            }
        }

        private var rank: Int {
            switch self {
            case .distance: 0
            case .topTextMetrics: 1
            case .bottomTextMetrics: 2
            }
        }

        private var magnitude: Double {
            switch self {
            case .distance(let d): d
            case .topTextMetrics(let m), .bottomTextMetrics(let m): m.ascend + m.descend + m.leading
            }
        }

        static func < (a: Value, b: Value) -> Bool {
            a.rank != b.rank ? a.rank < b.rank : a.magnitude < b.magnitude
        }
    }

    var minima: [Key: Value]

    init(minima: [Key: Value]) {
        self.minima = minima
    }

    /// The preference of a view that asks for nothing: the default spacing to its neighbours, and
    /// no extra room for a text's ascenders or descenders beside it.
    public init() {
        minima = [
            Key(category: .edgeBelowText, edge: .top): .distance(0),
            Key(category: .edgeAboveText, edge: .bottom): .distance(0),
            Key(category: .edgeRightText, edge: .leading): .distance(0),
            Key(category: .edgeLeftText, edge: .trailing): .distance(0),
        ]
    }

    /// No space on any edge.
    public static let zero = ViewSpacing(minima: [
        Key(category: nil, edge: .leading): .distance(0), Key(category: nil, edge: .trailing): .distance(0),
        Key(category: nil, edge: .top): .distance(0), Key(category: nil, edge: .bottom): .distance(0),
    ])

    /// `value` points on the leading and trailing edges only.
    static func horizontal(_ value: Double) -> ViewSpacing {
        ViewSpacing(minima: [
            Key(category: nil, edge: .leading): .distance(value), Key(category: nil, edge: .trailing): .distance(value),
        ])
    }

    /// `value` points on the top and bottom edges only.
    static func vertical(_ value: Double) -> ViewSpacing {
        ViewSpacing(minima: [
            Key(category: nil, edge: .top): .distance(value), Key(category: nil, edge: .bottom): .distance(value),
        ])
    }

    /// Takes `other`'s preferences on `edges`, keeping the larger where both have one.
    public mutating func formUnion(_ other: ViewSpacing, edges: Edge.Set = .all) {
        minima.merge(other.minima.filter { edges.contains(Edge.Set($0.key.edge)) }) { max($0, $1) }
    }

    /// These preferences with `other`'s on `edges` (see `formUnion`).
    public func union(_ other: ViewSpacing, edges: Edge.Set = .all) -> ViewSpacing {
        var union = self
        union.formUnion(other, edges: edges)
        return union
    }

    /// Drops the preferences on `edges`, leaving what a view that asks for nothing has there.
    mutating func reset(_ edges: Edge.Set) {
        guard !edges.isEmpty else { return }
        minima = minima.filter { !edges.contains(Edge.Set($0.key.edge)) }
        let defaults = ViewSpacing().minima.filter { edges.contains(Edge.Set($0.key.edge)) }
        minima.merge(defaults) { $1 }
    }

    /// The distance from this view to `next`, the view after it along `axis`: the largest that a
    /// category both views name asks for; else the larger of their plain preferences; else 8.
    public func distance(to next: ViewSpacing, along axis: Axis) -> CGFloat {
        let trailing: Edge = axis == .horizontal ? .trailing : .bottom
        let leading: Edge = axis == .horizontal ? .leading : .top
        // As SwiftUI: read from the view with fewer preferences towards the other.
        let (source, from, to, target) = minima.count >= next.minima.count
            ? (next, leading, trailing, self) : (self, trailing, leading, next)
        var best: Double?
        for (key, value) in source.minima where key.category != nil && key.edge == from {
            guard let other = target.minima[Key(category: key.category, edge: to)],
                  let distance = value.distance(to: other) else { continue }
            best = max(best ?? -.infinity, distance)
        }
        if let best { return best }
        let plain = [source.minima[Key(category: nil, edge: from)], target.minima[Key(category: nil, edge: to)]]
            .compactMap { value -> Double? in
                if case .distance(let d)? = value { return d }
                return nil
            }
        return plain.max() ?? defaultStackSpacing
    }
}

/// `value` rounded up to a whole number of `step`s.
func roundedUp(_ value: Double, to step: Double) -> Double {
    guard step > 0 else { return value }
    // A hair of tolerance, so a value that is a whole number of steps stays one.
    return (value / step - 1e-9).rounded(.up) * step
}
