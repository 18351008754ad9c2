import Raster
import Testing
@testable import SnapUI

/// A stack places its children with the proposals it sized them with, as SwiftUI's do: re-sharing
/// the narrower width a stack chose would wrap its texts again, taller than they were measured.
@Suite struct PlacementProposalTests {
    /// The GP surgery card at accessibility5: the "Open now" badge beside a distance, under a name.
    @Test func aStackIsPlacedWithTheProposalItWasSizedFor() throws {
        let rendering = try renderForTest(
            VStack(alignment: .leading, spacing: 16) {
                HStack(alignment: .top, spacing: 12) {
                    Color.blue.frame(width: 48, height: 48)
                    VStack(alignment: .leading, spacing: 4) {
                        Text("Riverside Medical Centre").font(.headline)
                        HStack(spacing: 6) {
                            Text("Open now").font(.caption.bold())
                                .padding(.horizontal, 8).padding(.vertical, 2)
                                .background(Color.green, in: Capsule()).layoutRole("badge")
                            Text("0.8 miles away").font(.caption).layoutRole("distance")
                        }.layoutRole("row")
                    }.layoutRole("column")
                }.layoutRole("top")
                Divider().layoutRole("divider")
            }.padding(), width: 375, size: .accessibility5)
        let row = try #require(frames(rendering, "row").first)
        let badge = try #require(frames(rendering, "badge").first)
        let divider = try #require(frames(rendering, "divider").first)
        let column = try #require(frames(rendering, "column").first)
        // Every view is drawn inside the frame its stack measured, so nothing runs into the divider.
        #expect(badge.maxY <= row.maxY + 1e-9)
        #expect(row.maxY <= column.maxY + 1e-9)
        #expect(column.maxY + 16 <= divider.minY + 1e-9)
    }
}
