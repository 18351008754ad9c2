import Foundation
import Raster

/// A column of a `LazyVGrid` (or a row of a `LazyHGrid`): its size, the space after it and
/// how its cells align, as SwiftUI's.
public struct GridItem: Sendable {
    /// How wide the column is.
    public enum Size: Sendable {
        /// Exactly this many points.
        case fixed(Double)
        /// A share of the space the fixed columns leave, between `minimum` and `maximum`.
        case flexible(minimum: Double = 10, maximum: Double = .infinity)
        /// As many columns of at least `minimum` (at most `maximum`) points as fit in its share.
        case adaptive(minimum: Double, maximum: Double = .infinity)
    }

    public var size: Size
    /// The space after this column; nil for the default 8 points.
    public var spacing: CGFloat?
    /// Where a cell sits in its space; nil to centre it.
    public var alignment: Alignment?

    public init(_ size: Size = .flexible(), spacing: CGFloat? = nil, alignment: Alignment? = nil) {
        self.size = size
        self.spacing = spacing
        self.alignment = alignment
    }
}

/// Cells in rows, filling `columns` left to right: a lazy grid lays out every cell at rest.
public struct LazyVGrid<Content: View>: PrimitiveView {
    let tracks: [GridItem]
    let alignment: HorizontalAlignment
    let spacing: Double?
    let content: Content

    public init(
        columns: [GridItem], alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
        pinnedViews: PinnedScrollableViews = [], @ViewBuilder content: () -> Content
    ) {
        (tracks, self.alignment, self.spacing, self.content) = (columns, alignment, spacing.double, content())
    }

    public func makeNodes(in environment: EnvironmentValues) -> [Node] {
        [LazyGridNode(axis: .vertical, tracks: tracks, crossAlignment: alignment.offset(of:in:), spacing: spacing,
                      children: SnapUI.makeNodes(content, in: environment))]
    }
}

/// Cells in columns, filling `rows` top to bottom: a lazy grid lays out every cell at rest.
public struct LazyHGrid<Content: View>: PrimitiveView {
    let tracks: [GridItem]
    let alignment: VerticalAlignment
    let spacing: Double?
    let content: Content

    public init(
        rows: [GridItem], alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
        pinnedViews: PinnedScrollableViews = [], @ViewBuilder content: () -> Content
    ) {
        (tracks, self.alignment, self.spacing, self.content) = (rows, alignment, spacing.double, content())
    }

    public func makeNodes(in environment: EnvironmentValues) -> [Node] {
        [LazyGridNode(axis: .horizontal, tracks: tracks, crossAlignment: alignment.offset(of:in:), spacing: spacing,
                      children: SnapUI.makeNodes(content, in: environment))]
    }
}

/// A lazy grid: `axis` is the way it grows (vertical for a `LazyVGrid`); its tracks run across it.
final class LazyGridNode: Node {
    /// A resolved column (or row): its length, the space after it and how its cells align.
    struct Track {
        var length: Double
        var spacing: Double
        var alignment: Alignment
    }

    let axis: Axis
    let tracks: [GridItem]
    /// Where the tracks as a group sit across the grid when it is given more space than they take.
    let crossAlignment: (Double, Double) -> Double
    let spacing: Double?

    init(axis: Axis, tracks: [GridItem], crossAlignment: @escaping (Double, Double) -> Double, spacing: Double?, children: [Node]) {
        (self.axis, self.tracks, self.crossAlignment, self.spacing) = (axis, tracks, crossAlignment, spacing)
        super.init(children: children)
    }

    /// The tracks for `available` points across the grid: fixed ones as given; the space left,
    /// less the spacing, shared among the others within their limits; an adaptive one split
    /// into as many tracks of at least its minimum as fit in its share.
    func resolvedTracks(_ available: CGFloat?) -> [Track] {
        let items = tracks.isEmpty ? [GridItem()] : tracks
        func spacing(_ item: GridItem) -> Double { item.spacing.double ?? defaultStackSpacing }
        func limits(_ item: GridItem) -> (Double, Double)? {
            switch item.size {
            case .fixed: nil
            case .flexible(let minimum, let maximum), .adaptive(let minimum, let maximum): (minimum, maximum)
            }
        }
        var lengths = items.map { item -> Double? in
            if case .fixed(let length) = item.size { return length }
            return nil
        }
        let spacings = items.dropLast().map(spacing).reduce(0, +)
        var remaining = (available ?? 0) - lengths.compactMap { $0 }.reduce(0, +) - spacings
        // Share among the flexible ones; one whose limits the share breaks takes its limit.
        var open = items.indices.filter { lengths[$0] == nil }
        while !open.isEmpty {
            let share = max(remaining / Double(open.count), 0)
            let limited = open.filter { index in
                let (minimum, maximum) = limits(items[index])!
                return available == nil || share < minimum || share > maximum
            }
            if limited.isEmpty {
                for index in open { lengths[index] = share }
                break
            }
            for index in limited {
                let (minimum, maximum) = limits(items[index])!
                let length = available == nil ? minimum : min(max(share, minimum), maximum)
                lengths[index] = length
                remaining -= length
            }
            open.removeAll { limited.contains($0) }
        }
        var resolved: [Track] = []
        for (index, item) in items.enumerated() {
            let length = lengths[index]!
            let alignment = item.alignment ?? .center
            guard case .adaptive(let minimum, let maximum) = item.size, available != nil else {
                resolved.append(Track(length: length, spacing: spacing(item), alignment: alignment))
                continue
            }
            let count = max(Int(((length + spacing(item)) / (minimum + spacing(item))).rounded(.down)), 1)
            let each = min((length - Double(count - 1) * spacing(item)) / Double(count), maximum)
            for _ in 0..<count { resolved.append(Track(length: each, spacing: spacing(item), alignment: alignment)) }
        }
        return resolved
    }

    private func main(_ size: Size) -> Double { axis == .vertical ? size.height : size.width }
    private func across(_ size: Size) -> Double { axis == .vertical ? size.width : size.height }
    private func size(main: Double, across: Double) -> Size {
        axis == .vertical ? Size(width: across, height: main) : Size(width: main, height: across)
    }
    private func proposal(across: Double) -> ProposedViewSize {
        axis == .vertical ? ProposedViewSize(width: across, height: nil) : ProposedViewSize(width: nil, height: across)
    }

    /// The tracks, and for each line of cells its length along the grid's axis.
    private func lines(_ proposal: ProposedViewSize) -> (tracks: [Track], lines: [Double]) {
        let tracks = resolvedTracks(axis == .vertical ? proposal.width : proposal.height)
        var lines: [Double] = []
        for (index, child) in children.enumerated() {
            let line = index / tracks.count
            let length = main(child.sizeThatFits(self.proposal(across: tracks[index % tracks.count].length)))
            if line == lines.count { lines.append(length) } else { lines[line] = max(lines[line], length) }
        }
        return (tracks, lines)
    }

    private var lineSpacing: Double { spacing ?? defaultStackSpacing }

    override func measure(_ proposal: ProposedViewSize) -> Size {
        let (tracks, lines) = lines(proposal)
        let acrossLength = tracks.map(\.length).reduce(0, +) + tracks.dropLast().map(\.spacing).reduce(0, +)
        let mainLength = lines.reduce(0, +) + Double(max(lines.count - 1, 0)) * lineSpacing
        return size(main: mainLength, across: acrossLength)
    }

    override func place(in frame: Rect) {
        self.frame = frame
        let (tracks, lines) = lines(ProposedViewSize(frame.size))
        let acrossLength = tracks.map(\.length).reduce(0, +) + tracks.dropLast().map(\.spacing).reduce(0, +)
        var starts: [Double] = []
        var position = crossAlignment(acrossLength, across(frame.size))
        for track in tracks {
            starts.append(position)
            position += track.length + track.spacing
        }
        var lineStart = 0.0
        for (line, lineLength) in lines.enumerated() {
            for column in tracks.indices {
                let index = line * tracks.count + column
                guard index < children.count else { break }
                let track = tracks[column]
                let cell = axis == .vertical
                    ? Rect(x: frame.minX + starts[column], y: frame.minY + lineStart, width: track.length, height: lineLength)
                    : Rect(x: frame.minX + lineStart, y: frame.minY + starts[column], width: lineLength, height: track.length)
                let childSize = children[index].sizeThatFits(proposal(across: track.length))
                children[index].place(in: Rect(origin: track.alignment.origin(of: childSize, in: cell), size: childSize))
            }
            lineStart += lineLength + lineSpacing
        }
    }
}
