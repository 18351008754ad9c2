import Raster
import Testing
@testable import SnapUI

/// `Grid` sizes its columns and rows as a stack sizes its children, and its cells' modifiers
/// (`gridColumnAlignment`, `gridCellAnchor`, `gridCellUnsizedAxes`) do what SwiftUI's do.
@Suite struct GridTests {
    @Test func aColumnWithAFlexibleCellTakesTheWidthTheOthersLeave() throws {
        let rendering = try renderForTest(Grid(horizontalSpacing: 10, verticalSpacing: 0) {
            GridRow {
                Text("Dose").layoutRole("label")
                Color.red.frame(height: 20).layoutRole("bar")
            }
        }.layoutRole("grid"), width: 300)
        let label = try #require(frames(rendering, "label").first)
        let bar = try #require(frames(rendering, "bar").first)
        #expect(abs(label.width - (try idealWidth(Text("Dose")))) < 1e-9)
        #expect(abs(bar.width - (300 - label.width - 10)) < 1e-9)
        #expect(abs(frames(rendering, "grid")[0].width - 300) < 1e-9)
    }

    @Test func anUnsizedCellTakesItsColumnsWidthWithoutWideningTheGrid() throws {
        let rendering = try renderForTest(Grid(horizontalSpacing: 10, verticalSpacing: 0) {
            GridRow {
                Text("Dose")
                Text("2 tablets").layoutRole("value")
            }
            GridRow {
                Color.clear.frame(height: 1).gridCellUnsizedAxes(.horizontal)
                Color.blue.frame(height: 4).gridCellUnsizedAxes(.horizontal).layoutRole("rule")
            }
        }.layoutRole("grid").atItsSize(), width: 300)
        let grid = try #require(frames(rendering, "grid").first)
        let value = try #require(frames(rendering, "value").first)
        let rule = try #require(frames(rendering, "rule").first)
        let ideal = try idealWidth(Text("Dose")) + 10 + (try idealWidth(Text("2 tablets")))
        #expect(abs(grid.width - ideal) < 1e-9)
        #expect(abs(rule.width - value.width) < 1e-9 && abs(rule.minX - value.minX) < 1e-9)
    }

    @Test func columnAlignmentAndCellAnchorPlaceCellsInTheirSpace() throws {
        let rendering = try renderForTest(Grid(alignment: .leading, horizontalSpacing: 0, verticalSpacing: 0) {
            GridRow {
                Text("Haemoglobin")
                Text("135").gridColumnAlignment(.trailing).layoutRole("first")
            }
            GridRow {
                Text("Platelets").frame(height: 60)
                Text("2500").layoutRole("second")
            }
            GridRow {
                Text("White cells").frame(height: 60)
                Text("4").gridCellAnchor(.topLeading).layoutRole("anchored")
            }
        }.layoutRole("grid").atItsSize())
        let grid = try #require(frames(rendering, "grid").first)
        let first = try #require(frames(rendering, "first").first)
        let second = try #require(frames(rendering, "second").first)
        let anchored = try #require(frames(rendering, "anchored").first)
        // The column is as wide as "2500"; the column alignment puts "135" at its trailing edge.
        #expect(abs(first.maxX - grid.maxX) < 1e-9 && abs(second.maxX - grid.maxX) < 1e-9)
        #expect(first.width < second.width)
        // The anchor overrides the column's trailing and the row's centre: top leading of its space.
        #expect(abs(anchored.minX - second.minX) < 1e-9)
        #expect(abs(anchored.minY - (grid.maxY - 60)) < 1e-9)
    }

    @Test func rowsShareAFiniteHeightAsAStackDoes() throws {
        let rendering = try renderForTest(Grid(verticalSpacing: 0) {
            GridRow { Text("Results").layoutRole("text") }
            GridRow { Color.green.layoutRole("fill") }
        }.frame(height: 200).layoutRole("grid"))
        let text = try #require(frames(rendering, "text").first)
        let fill = try #require(frames(rendering, "fill").first)
        #expect(abs(fill.height - (200 - text.height)) < 1e-9)
        #expect(abs(fill.minY - text.maxY) < 1e-9)
    }
}

extension View {
    /// The view placed at the size it takes (the root of a test rendering is placed at its full width).
    fileprivate func atItsSize() -> some View {
        HStack(spacing: 0) {
            self
            Spacer(minLength: 0)
        }
    }
}
