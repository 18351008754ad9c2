import Foundation
import Raster
import Testing
@testable import SnapUI

/// Symbols whose SF Symbols ink was measured on iOS's images (`MeasuredSymbolInk`) take SF's box,
/// its shares of `circle.fill`'s diameter, at any size and weight; a filled form shares its
/// outline's box.
@Suite struct MeasuredSymbolInkTests {
    private func iconFrame<V: View>(_ view: V) throws -> Rect {
        try #require(try renderForTest(view).layout.flatMap { $0.elements(withRole: "icon") }.first).frame
    }

    @Test func aMeasuredSymbolTakesItsShareOfTheCircleAtAnyWeight() throws {
        // Bold body (17 points): the circle is 99.61 + 0.4 / 0.62 x 7.03 = 104.15% of 17 across.
        let diameter = 1.0415 * 17
        let frame = try iconFrame(Image(systemName: "checkmark").font(.body.weight(.bold)).fixedSize())
        #expect(abs(frame.width - 0.858 * diameter) < 0.01)
        #expect(abs(frame.height - 0.837 * diameter) < 0.01)
    }

    @Test func aFilledFormSharesItsOutlinesBox() throws {
        let outline = try iconFrame(Image(systemName: "lock").font(.title).fixedSize())
        let filled = try iconFrame(Image(systemName: "lock.fill").font(.title).fixedSize())
        // Title is 28 points at `.large`: the circle 27.89 across, the lock 0.669 x 0.969 of it.
        #expect(abs(outline.width - 0.669 * 0.9961 * 28) < 0.01)
        #expect(abs(outline.height - 0.969 * 0.9961 * 28) < 0.01)
        #expect(outline.size == filled.size)
    }

    @Test func aResizableMeasuredSymbolOfferedNoSizeTakesItsBox() throws {
        let frame = try iconFrame(Image(systemName: "plus").resizable().fixedSize().font(.system(size: 16)))
        #expect(abs(frame.width - 0.816 * 0.9961 * 16) < 0.01)
        #expect(abs(frame.height - 0.816 * 0.9961 * 16) < 0.01)
    }
}
