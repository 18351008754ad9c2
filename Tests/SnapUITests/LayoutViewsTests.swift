import Raster
import Testing
@testable import SnapUI

/// The layout views and modifiers: each measured and drawn as SwiftUI would.
@Suite struct LayoutViewsTests {
    let red = Color.red.resolve(in: .light)
    let blue = Color.blue.resolve(in: .light)
    let white = RGBA(r: 255, g: 255, b: 255)

    @Test func aDividerIsAPixelOfSeparatorAcrossAColumn() throws {
        let rendering = try renderForTest(VStack(spacing: 0) {
            Color.white.frame(width: 200, height: 10)
            Divider().layoutRole("line")
            Color.white.frame(width: 200, height: 10)
        }.fixedSize())
        let line = try #require(frames(rendering, "line").first)
        #expect(line.width == 200)
        #expect(line.height == 0.5) // one pixel at 2x
        // UIKit's separator, (60, 60, 67) at 29%, over white.
        let drawn = pixel(rendering, 100, 10)
        #expect(drawn == RGBA(r: 198, g: 198, b: 200) || drawn == RGBA(r: 198, g: 198, b: 201))
        #expect(pixel(rendering, 100, 10.5) == white)
        #expect(pixel(rendering, 100, 9.5) == white)
    }

    @Test func aDividerStandsUpInARow() throws {
        let rendering = try renderForTest(HStack(spacing: 0) {
            Color.white.frame(width: 10)
            Divider().layoutRole("line")
            Color.white.frame(width: 10)
        }.frame(height: 30).layoutRole("row").fixedSize())
        let line = try #require(frames(rendering, "line").first)
        #expect(line.size == Size(width: 0.5, height: 30))
        #expect(line.minX - frames(rendering, "row")[0].minX == 10)
    }

    @Test func hiddenKeepsItsSpaceButDrawsNothing() throws {
        let rendering = try renderForTest(VStack(spacing: 0) {
            Color.red.frame(width: 50, height: 20).hidden()
            Color.blue.frame(width: 50, height: 20).layoutRole("shown")
        })
        #expect(frames(rendering, "shown")[0].minY == 20)
        #expect(pixel(rendering, 195, 10) == white)
        #expect(pixel(rendering, 195, 30) == blue)
    }

    @Test func zIndexDrawsAboveLaterSiblings() throws {
        let rendering = try renderForTest(ZStack {
            Color.red.frame(width: 40, height: 40).zIndex(1)
            Color.blue.frame(width: 40, height: 40)
        })
        #expect(pixel(rendering, 195, 20) == red)
        let unordered = try renderForTest(ZStack {
            Color.red.frame(width: 40, height: 40)
            Color.blue.frame(width: 40, height: 40)
        })
        #expect(pixel(unordered, 195, 20) == blue)
    }

    @Test func positionCentresTheViewOnThePointAndFillsTheSpace() throws {
        let rendering = try renderForTest(
            Color.red.frame(width: 20, height: 20).layoutRole("dot").position(x: 50, y: 40).layoutRole("space")
                .frame(width: 200, height: 100))
        let dot = try #require(frames(rendering, "dot").first)
        #expect(dot.midX - frames(rendering, "space")[0].minX == 50)
        #expect(dot.midY == 40)
        #expect(frames(rendering, "space")[0].size == Size(width: 200, height: 100))
    }

    @Test func aspectRatioFitsOrFillsTheSpaceOffered() throws {
        let fit = try renderForTest(Color.red.aspectRatio(2, contentMode: .fit).layoutRole("r").frame(width: 100, height: 100))
        #expect(frames(fit, "r")[0].size == Size(width: 100, height: 50))
        let fill = try renderForTest(Color.red.aspectRatio(2, contentMode: .fill).layoutRole("r").frame(width: 100, height: 100))
        #expect(frames(fill, "r")[0].size == Size(width: 200, height: 100))
        let widthOnly = try renderForTest(Rectangle().aspectRatio(CGSize(width: 4, height: 3), contentMode: .fit).layoutRole("r"), width: 300)
        #expect(frames(widthOnly, "r")[0].size == Size(width: 300, height: 225))
        // scaledToFit keeps the view's own ideal ratio (a frame's 30 x 10).
        let own = try renderForTest(Color.red.frame(idealWidth: 30, idealHeight: 10).scaledToFit().layoutRole("r").frame(width: 90, height: 90))
        #expect(frames(own, "r")[0].size == Size(width: 90, height: 30))
    }

    @Test func geometryReaderBuildsItsContentFromItsSize() throws {
        let rendering = try renderForTest(
            GeometryReader { proxy in
                Color.red.frame(width: proxy.size.width / 2, height: proxy.size.height / 4).layoutRole("half")
            }.frame(height: 40), width: 300)
        let half = try #require(frames(rendering, "half").first)
        #expect(half == Rect(x: 0, y: 0, width: 150, height: 10))
    }

    @Test func viewThatFitsShowsTheFirstThatFits() throws {
        let view = ViewThatFits(in: .horizontal) {
            Text("Order a repeat prescription from your GP surgery")
            Text("Order a prescription")
        }
        let narrow = try renderForTest(view, width: 200)
        let wide = try renderForTest(view, width: 600)
        #expect(narrow.layout.flatMap { $0.elements(withRole: "text") }.map { $0.string("text") } == ["Order a prescription"])
        #expect(wide.layout.flatMap { $0.elements(withRole: "text") }.map { $0.string("text") }
            == ["Order a repeat prescription from your GP surgery"])
        #expect(narrow.accessibility.map(\.label) == ["Order a prescription"])
    }

    @Test func lazyStacksLayOutAsStacks() throws {
        let rendering = try renderForTest(LazyVStack(alignment: .leading, spacing: 4, pinnedViews: [.sectionHeaders]) {
            ForEach(0..<3) { index in Color.red.frame(width: 10 + Double(index), height: 10).layoutRole("row") }
        })
        #expect(frames(rendering, "row").map(\.minY) == [0, 14, 28])
        #expect(frames(rendering, "row").map(\.minX) == [0, 0, 0])
        let row = try renderForTest(LazyHStack(spacing: 2) {
            ForEach(0..<2) { _ in Color.red.frame(width: 10, height: 10).layoutRole("cell") }
        }.layoutRole("row").fixedSize())
        let start = frames(row, "row")[0].minX
        #expect(frames(row, "cell").map { $0.minX - start } == [0, 12])
    }

    @Test func lazyVGridSharesItsWidthAmongFlexibleColumns() throws {
        let rendering = try renderForTest(LazyVGrid(columns: [GridItem(.flexible()), GridItem(.flexible())], spacing: 10) {
            ForEach(0..<3) { _ in Color.red.frame(height: 20).layoutRole("cell") }
        }, width: 300)
        let cells = frames(rendering, "cell")
        #expect(cells.map(\.width) == [146, 146, 146])
        #expect(cells.map(\.minX) == [0, 154, 0])
        #expect(cells.map(\.minY) == [0, 0, 30])
    }

    @Test func lazyVGridFixedAndAdaptiveColumns() throws {
        let mixed = try renderForTest(LazyVGrid(columns: [GridItem(.fixed(50), spacing: 4), GridItem(.flexible())]) {
            Color.red.frame(height: 10).layoutRole("cell")
            Color.red.frame(height: 10).layoutRole("cell")
        }, width: 300)
        #expect(frames(mixed, "cell").map(\.width) == [50, 246])
        #expect(frames(mixed, "cell").map(\.minX) == [0, 54])
        // As many 80-point columns as fit 300 points with 8 between: three of (300 - 16) / 3.
        let adaptive = try renderForTest(LazyVGrid(columns: [GridItem(.adaptive(minimum: 80))]) {
            ForEach(0..<4) { _ in Color.red.frame(height: 10).layoutRole("cell") }
        }, width: 300)
        let cells = frames(adaptive, "cell")
        #expect(cells.count == 4)
        #expect(abs(cells[0].width - 284.0 / 3) < 1e-9)
        #expect(cells.map(\.minY) == [0, 0, 0, 18])
    }

    @Test func lazyHGridFillsItsRowsTopToBottom() throws {
        let rendering = try renderForTest(LazyHGrid(rows: [GridItem(.fixed(30)), GridItem(.fixed(30))], spacing: 6) {
            ForEach(0..<3) { _ in Color.red.frame(width: 40).layoutRole("cell") }
        }.layoutRole("grid").fixedSize())
        let cells = frames(rendering, "cell")
        let start = frames(rendering, "grid")[0].minX
        #expect(cells.map { $0.minX - start } == [0, 0, 46])
        #expect(cells.map(\.minY) == [0, 38, 0])
        #expect(cells.map(\.height) == [30, 30, 30])
    }

    @Test func gridColumnsAreAsWideAsTheirWidestCell() throws {
        let rendering = try renderForTest(Grid(alignment: .leading, horizontalSpacing: 12, verticalSpacing: 4) {
            GridRow {
                Text("Name").layoutRole("label")
                Text("Ann").layoutRole("value")
            }
            Divider().layoutRole("line")
            GridRow {
                Text("Date of birth").layoutRole("label")
                Text("1 May 1990").layoutRole("value")
            }
            GridRow {
                Text("Spans both columns").gridCellColumns(2).layoutRole("span")
            }
        }.layoutRole("grid").fixedSize())
        let start = frames(rendering, "grid")[0].minX
        let labels = frames(rendering, "label")
        let values = frames(rendering, "value")
        let widest = try idealWidth(Text("Date of birth"))
        #expect(values.map { $0.minX - start } == [widest + 12, widest + 12])
        #expect(labels.map { $0.minX - start } == [0, 0])
        let line = try #require(frames(rendering, "line").first)
        #expect(abs(line.width - (widest + 12 + (try idealWidth(Text("1 May 1990"))))) < 1e-9)
        #expect(abs(line.minY - (labels[0].maxY + 4)) < 1e-9)
        #expect(frames(rendering, "span")[0].minX - start == 0)
    }
}
