import SnapUI
import Testing

// Custom layouts written as SwiftUI code writes them, through SnapUI's public API only (this file
// does not import SnapUI @testable): `Subviews`, caches, `LayoutValueKey`, `AnyLayout`, guides.

/// Apple's `MyEqualWidthHStack` ("Composing custom layouts with SwiftUI"): every subview as wide as
/// the widest, side by side, the gaps the subviews prefer between them; measured once into a cache.
struct MyEqualWidthHStack: Layout {
    struct CacheData {
        let maxSize: CGSize
        let spacing: [CGFloat]
        let totalSpacing: CGFloat
    }

    func makeCache(subviews: Subviews) -> CacheData {
        let maxSize = maxSize(subviews: subviews)
        let spacing = spacing(subviews: subviews)
        return CacheData(maxSize: maxSize, spacing: spacing, totalSpacing: spacing.reduce(0) { $0 + $1 })
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout CacheData) -> CGSize {
        guard !subviews.isEmpty else { return .zero }
        return CGSize(
            width: cache.maxSize.width * CGFloat(subviews.count) + cache.totalSpacing,
            height: cache.maxSize.height)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout CacheData) {
        guard !subviews.isEmpty else { return }
        let placementProposal = ProposedViewSize(width: cache.maxSize.width, height: cache.maxSize.height)
        var nextX = bounds.minX + cache.maxSize.width / 2
        for index in subviews.indices {
            subviews[index].place(at: CGPoint(x: nextX, y: bounds.midY), anchor: .center, proposal: placementProposal)
            nextX += cache.maxSize.width + cache.spacing[index]
        }
    }

    private func maxSize(subviews: Subviews) -> CGSize {
        let subviewSizes = subviews.map { $0.sizeThatFits(.unspecified) }
        return subviewSizes.reduce(.zero) { currentMax, subviewSize in
            CGSize(width: max(currentMax.width, subviewSize.width), height: max(currentMax.height, subviewSize.height))
        }
    }

    private func spacing(subviews: Subviews) -> [CGFloat] {
        subviews.indices.map { index in
            guard index < subviews.count - 1 else { return 0 }
            return subviews[index].spacing.distance(to: subviews[index + 1].spacing, along: .horizontal)
        }
    }
}

/// Rows left to right, a new row when the next subview would pass the width offered.
struct FlowLayout: Layout {
    var spacing: CGFloat = 10

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let frames = frames(width: proposal.width ?? .infinity, subviews: subviews)
        return CGSize(width: frames.map(\.maxX).max() ?? 0, height: frames.map(\.maxY).max() ?? 0)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        for (subview, frame) in zip(subviews, frames(width: bounds.width, subviews: subviews)) {
            subview.place(at: CGPoint(x: bounds.minX + frame.minX, y: bounds.minY + frame.minY), proposal: .unspecified)
        }
    }

    private func frames(width: CGFloat, subviews: Subviews) -> [CGRect] {
        var frames: [CGRect] = []
        var origin = CGPoint.zero
        var rowHeight: CGFloat = 0
        for subview in subviews {
            let size = subview.dimensions(in: .unspecified)
            if origin.x > 0, origin.x + size.width > width {
                origin = CGPoint(x: 0, y: origin.y + rowHeight + spacing)
                rowHeight = 0
            }
            frames.append(CGRect(origin: origin, size: CGSize(width: size.width, height: size.height)))
            origin.x += size.width + spacing
            rowHeight = max(rowHeight, size.height)
        }
        return frames
    }
}

/// A subview's place in a `RankedColumn`: lower ranks go first.
private struct Rank: LayoutValueKey {
    static let defaultValue = 2
}

/// Subviews top to bottom by rank, then as written.
struct RankedColumn: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
        return CGSize(width: sizes.map(\.width).max() ?? 0, height: sizes.map(\.height).reduce(0, +))
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let order = subviews.indices.sorted { (subviews[$0][Rank.self], $0) < (subviews[$1][Rank.self], $1) }
        var y = bounds.minY
        for subview in subviews[order] {
            subview.place(at: CGPoint(x: bounds.minX, y: y), proposal: .unspecified)
            y += subview.sizeThatFits(.unspecified).height
        }
    }
}

/// A column that places each subview across the width offered; a stack in the vertical, for a
/// spacer inside, when `Vertical`.
struct PlainColumn<Orientation: ColumnOrientation>: Layout {
    static var layoutProperties: LayoutProperties {
        var properties = LayoutProperties()
        properties.stackOrientation = Orientation.axis
        return properties
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let sizes = subviews.map { $0.sizeThatFits(ProposedViewSize(width: proposal.width, height: nil)) }
        return CGSize(width: proposal.width ?? sizes.map(\.width).max() ?? 0, height: sizes.map(\.height).reduce(0, +))
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        var y = bounds.minY
        for subview in subviews {
            let offer = ProposedViewSize(width: bounds.width, height: nil)
            subview.place(at: CGPoint(x: bounds.minX, y: y), proposal: offer)
            y += subview.sizeThatFits(offer).height
        }
    }
}

protocol ColumnOrientation { static var axis: Axis? { get } }
enum Vertical: ColumnOrientation { static var axis: Axis? { .vertical } }
enum Unoriented: ColumnOrientation { static var axis: Axis? { nil } }

/// Its first subview on top, the rest in a row below it, as wide as the first; the last subview
/// is not placed, so it goes where SwiftUI puts an unplaced subview.
struct HeaderAndRow: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let header = subviews[0].sizeThatFits(.unspecified)
        let row = subviews[1...].dropLast().map { $0.sizeThatFits(.unspecified) }
        return CGSize(width: header.width, height: header.height + (row.map(\.height).max() ?? 0))
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        guard let header = subviews.first else { return }
        header.place(at: bounds.origin, proposal: .unspecified)
        var x = bounds.minX
        for subview in subviews.dropFirst().dropLast() {
            subview.place(at: CGPoint(x: x, y: bounds.minY + header.sizeThatFits(.unspecified).height), proposal: .unspecified)
            x += subview.sizeThatFits(.unspecified).width
        }
    }
}

/// A subview's name, for `SliceProbe`.
private struct Name: LayoutValueKey {
    static let defaultValue = ""
}

/// Writes down the names in slices of its subviews, as SwiftUI code slices them.
struct SliceProbe: Layout {
    final class Record { var slices: [String: [String]] = [:] }
    let record: Record

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        func names(_ subviews: Subviews) -> [String] { subviews.map { $0[Name.self] } }
        record.slices = [
            "1...": names(subviews[1...]), "..<2": names(subviews[..<2]), "1...2": names(subviews[1...2]),
            "[2, 0]": names(subviews[[2, 0]]), "dropFirst": names(subviews.dropFirst()),
            "[1...][1]": [subviews[1...][1][Name.self]],
        ]
        return .zero
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}
}

/// A `FlowLayout` whose leading guide is 10 points in and whose spacing is none at all.
struct IndentedFlow: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        FlowLayout().sizeThatFits(proposal: proposal, subviews: subviews, cache: &cache)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        FlowLayout().placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
    }

    func explicitAlignment(
        of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
    ) -> CGFloat? {
        guide == .leading ? bounds.minX + 10 : nil
    }

    func spacing(subviews: Subviews, cache: inout ()) -> ViewSpacing {
        .zero
    }
}

/// A layout that hands everything to the type-erased layout it holds, cache and all.
struct Delegating: Layout {
    var inner: AnyLayout

    func makeCache(subviews: Subviews) -> AnyLayout.Cache {
        inner.makeCache(subviews: subviews)
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout AnyLayout.Cache) -> CGSize {
        inner.sizeThatFits(proposal: proposal, subviews: subviews, cache: &cache)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout AnyLayout.Cache) {
        inner.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
    }
}

/// A row that becomes a column when compact, as an app switches on its horizontal size class.
struct AdaptiveRow: View {
    let isCompact: Bool

    var body: some View {
        let layout = isCompact ? AnyLayout(VStackLayout(alignment: .leading)) : AnyLayout(HStackLayout())
        layout {
            Text("Appointments").layoutRole("first")
            Spacer().layoutRole("gap")
            Text("Messages").layoutRole("second")
        }
        .layoutRole("row")
    }
}

private enum Mark: AlignmentID {
    static func defaultValue(in context: ViewDimensions) -> CGFloat { context[VerticalAlignment.center] }
}

extension VerticalAlignment {
    fileprivate static let mark = VerticalAlignment(Mark.self)
}

@Suite struct CustomLayoutTests {
    private func frame(_ rendering: Rendering, _ role: String) throws -> CGRect {
        try cgFrame(#require(rendering.layout.flatMap { $0.elements(withRole: role) }.first))
    }

    /// An element's frame as Foundation's rectangle, as an app's code reads geometry.
    private func cgFrame(_ element: LayoutElement) -> CGRect {
        CGRect(x: element.frame.minX, y: element.frame.minY, width: element.frame.width, height: element.frame.height)
    }

    @Test func theEqualWidthStackGivesEverySubviewTheWidestsWidth() throws {
        let names = ["Low", "Medium", "Highest of all"]
        let stack = MyEqualWidthHStack {
            ForEach(names.indices, id: \.self) { index in
                Text(names[index]).frame(maxWidth: .infinity).layoutRole("choice")
            }
        }
        .layoutRole("stack")
        let rendering = try renderForTest(stack.fixedSize(), width: 390)
        let choices = rendering.layout.flatMap { $0.elements(withRole: "choice") }.map(\.frame)
        let widest = try names.map { try idealWidth(Text($0)) }.max()!
        #expect(choices.count == 3)
        #expect(choices.allSatisfy { abs($0.width - widest) < 1e-9 })
        // The default 8 points between neighbours that ask for nothing else, all on one line.
        #expect(zip(choices, choices.dropFirst()).allSatisfy { abs($1.minX - $0.maxX - 8) < 1e-9 })
        #expect(Set(choices.map(\.minY)).count == 1)
        let stackFrame = try frame(rendering, "stack")
        #expect(abs(stackFrame.width - (3 * widest + 16)) < 1e-9)
        #expect(abs(choices[0].minX - stackFrame.minX) < 1e-9)
    }

    @Test func aFlowLayoutWrapsIntoRows() throws {
        let flow = FlowLayout(spacing: 10) {
            ForEach(0..<5, id: \.self) { _ in Color.blue.frame(width: 100, height: 30).layoutRole("tile") }
        }
        .frame(width: 250, alignment: .leading)
        .layoutRole("flow")
        let rendering = try renderForTest(flow, width: 390)
        let origin = try frame(rendering, "flow").origin
        let tiles = rendering.layout.flatMap { $0.elements(withRole: "tile") }.map(cgFrame)
        // Two 100-point tiles and a 10-point gap fit in 250; a third would not.
        let expected = [(0, 0), (110, 0), (0, 40), (110, 40), (0, 80)].map { x, y in
            CGRect(x: origin.x + Double(x), y: origin.y + Double(y), width: 100, height: 30)
        }
        #expect(tiles == expected)
        #expect(try frame(rendering, "flow").height == 110)
    }

    @Test func aLayoutValueRanksTheSubviewsAndModifiersOutsideKeepIt() throws {
        let column = RankedColumn {
            Color.red.frame(width: 40, height: 10).layoutRole("default")
            Color.green.frame(width: 40, height: 20).layoutRole("last").layoutValue(key: Rank.self, value: 3)
            Color.blue.frame(width: 40, height: 30).layoutRole("first").layoutValue(key: Rank.self, value: 1).padding(0)
        }
        let rendering = try renderForTest(column, width: 390)
        let (first, middle, last) = (try frame(rendering, "first"), try frame(rendering, "default"), try frame(rendering, "last"))
        #expect(middle.minY == first.maxY)
        #expect(last.minY == middle.maxY)
    }

    @Test func aCustomLayoutsStackOrientationTurnsItsSpacers() throws {
        func spacer<O: ColumnOrientation>(_ orientation: O.Type) throws -> CGRect {
            let column = PlainColumn<O> {
                Color.red.frame(height: 20)
                Spacer(minLength: 12).layoutRole("spacer")
                Color.red.frame(height: 20)
            }
            return try frame(renderForTest(column.frame(width: 200), width: 390), "spacer")
        }
        // Along a vertical stack a spacer is its minimum length tall and takes no width; outside
        // any stack it fills the width offered as well.
        let vertical = try spacer(Vertical.self)
        #expect(vertical.width == 0 && vertical.height == 12)
        let unoriented = try spacer(Unoriented.self)
        #expect(unoriented.width == 200 && unoriented.height == 12)
    }

    @Test func slicesOfSubviewsAndAnUnplacedSubviewGoWhereSwiftUIPutsThem() throws {
        let view = HeaderAndRow {
            Color.red.frame(width: 120, height: 20).layoutRole("header")
            Color.green.frame(width: 30, height: 10).layoutRole("a")
            Color.green.frame(width: 40, height: 10).layoutRole("b")
            Color.blue.frame(width: 60, height: 6).layoutRole("unplaced")
        }
        .layoutRole("container")
        let rendering = try renderForTest(view.fixedSize(), width: 390)
        let container = try frame(rendering, "container")
        #expect(container.size == CGSize(width: 120, height: 30))
        #expect(try frame(rendering, "a") == CGRect(x: container.minX, y: container.minY + 20, width: 30, height: 10))
        #expect(try frame(rendering, "b") == CGRect(x: container.minX + 30, y: container.minY + 20, width: 40, height: 10))
        // Centred in the container, at the size it takes for the container's proposal.
        let unplaced = try frame(rendering, "unplaced")
        #expect(unplaced.size == CGSize(width: 60, height: 6))
        #expect(unplaced.midX == container.midX && unplaced.midY == container.midY)
    }

    @Test func slicesOfSubviewsAreSubviewsIndexedFromZero() throws {
        let record = SliceProbe.Record()
        _ = try renderForTest(SliceProbe(record: record) {
            ForEach(["a", "b", "c", "d"], id: \.self) { Color.red.layoutValue(key: Name.self, value: $0) }
        })
        #expect(record.slices == [
            "1...": ["b", "c", "d"], "..<2": ["a", "b"], "1...2": ["b", "c"],
            "[2, 0]": ["c", "a"], "dropFirst": ["b", "c", "d"], "[1...][1]": ["c"],
        ])
    }

    @Test func aCustomLayoutPassesOnItsSubviewsGuidesWhereItPlacesThem() throws {
        let row = HStack(alignment: .mark, spacing: 0) {
            Color.red.frame(width: 20, height: 20).alignmentGuide(.mark) { $0[.top] }.layoutRole("marker")
            FlowLayout(spacing: 10) {
                Color.blue.frame(width: 100, height: 30)
                Color.blue.frame(width: 100, height: 30)
                Color.green.frame(width: 100, height: 30).alignmentGuide(.mark) { $0[VerticalAlignment.center] }
                    .layoutRole("target")
            }
            .frame(width: 250, alignment: .leading)
            .layoutRole("flow")
        }
        let rendering = try renderForTest(row, width: 390)
        let marker = try frame(rendering, "marker"), target = try frame(rendering, "target")
        // The target is on the flow's second row; its centre lines up with the marker's top.
        #expect(target.midY == marker.minY)
        #expect(try target.minY == frame(rendering, "flow").minY + 40)
    }

    @Test func aCustomLayoutSetsItsOwnGuidesAndSpacing() throws {
        let column = VStack(alignment: .leading) {
            Color.red.frame(width: 50, height: 20).layoutRole("above")
            FlowLayout { Color.blue.frame(width: 50, height: 20) }.layoutRole("plain")
            IndentedFlow { Color.blue.frame(width: 50, height: 20) }.layoutRole("indented")
        }
        let rendering = try renderForTest(column, width: 390)
        let (above, plain, indented) = (try frame(rendering, "above"), try frame(rendering, "plain"), try frame(rendering, "indented"))
        // Its leading guide, 10 points in, lines up with the others' leading edges.
        #expect(indented.minX + 10 == above.minX)
        #expect(plain.minX == above.minX)
        // The plain flow takes its subview's spacing, the default 8 points; the indented one asks
        // for none at all, so it touches the view above.
        #expect(plain.minY - above.maxY == 8)
        #expect(indented.minY == plain.maxY)
    }

    @Test func theDefaultSpacingIsTheSubviews() throws {
        func gap<V: View>(_ second: V) throws -> Double {
            let rendering = try renderForTest(VStack { Text("Results").layoutRole("top"); second.layoutRole("bottom") })
            return try frame(rendering, "bottom").minY - frame(rendering, "top").maxY
        }
        let textToText = try gap(Text("Ready"))
        #expect(textToText != 8)
        #expect(try gap(FlowLayout { Text("Ready") }) == textToText)
    }

    @Test func anyLayoutSwitchesLayoutAndLaysOutAsTheLayoutItWraps() throws {
        let compact = try renderForTest(AdaptiveRow(isCompact: true), width: 390)
        let regular = try renderForTest(AdaptiveRow(isCompact: false), width: 390)
        let stacked = try renderForTest(VStack(alignment: .leading) {
            Text("Appointments").layoutRole("first")
            Spacer().layoutRole("gap")
            Text("Messages").layoutRole("second")
        }.layoutRole("row"), width: 390)
        let sideBySide = try renderForTest(HStack {
            Text("Appointments").layoutRole("first")
            Spacer().layoutRole("gap")
            Text("Messages").layoutRole("second")
        }.layoutRole("row"), width: 390)
        #expect(compact.layout == stacked.layout)
        #expect(regular.layout == sideBySide.layout)
        #expect(compact.image == stacked.image && regular.image == sideBySide.image)
        // And they differ: one column, one row whose spacer pushes the texts to its ends.
        #expect(try frame(compact, "second").minY > frame(compact, "first").maxY)
        #expect(try frame(regular, "second").maxX == frame(regular, "row").maxX)
    }

    @Test func anyLayoutCallsTheLayoutItWrapsWithItsCache() throws {
        func choices(_ rendering: Rendering) -> [CGRect] {
            rendering.layout.flatMap { $0.elements(withRole: "choice") }.map(cgFrame)
        }
        let names = ["One", "Twenty-two", "Three"]
        let direct = try renderForTest(MyEqualWidthHStack {
            ForEach(names, id: \.self) { Text($0).frame(maxWidth: .infinity).layoutRole("choice") }
        }, width: 390)
        let delegated = try renderForTest(Delegating(inner: AnyLayout(AnyLayout(MyEqualWidthHStack()))) {
            ForEach(names, id: \.self) { Text($0).frame(maxWidth: .infinity).layoutRole("choice") }
        }, width: 390)
        #expect(choices(direct).count == 3)
        #expect(choices(delegated) == choices(direct))
    }
}
