import Raster
import Testing
@testable import SnapUI

/// Text offered the width it measured at, after arithmetic that rounds, stays on its lines.
@Suite struct TextFitTests {
    @Test func textKeepsItsLineWhenAStackHandsBackItsWidthWithRounding() throws {
        // At 28 points, the stack's share for the word comes back a rounding error short of its width
        // once the negative padding is added and taken away again.
        let view = HStack(spacing: 5) {
            Image(systemName: "line.3.horizontal.decrease").imageScale(.large)
            Text("Filter")
        }
        .font(.system(size: 28))
        .padding(EdgeInsets(leading: -7, trailing: -6))
        .fixedSize()
        let rendering = try renderForTest(view)
        let text = try #require(rendering.layout.flatMap { $0.elements(withRole: "text") }.first)
        #expect(text.number("lines") == 1)
    }
}
