import Raster
import Testing
@testable import SnapUI

/// Two squares whose sides are scaled metrics, one relative to body and one to caption.
private struct ScaledSquares: View {
    @ScaledMetric var side = 17.0
    @ScaledMetric(relativeTo: .caption) var captionSide = 12.0

    var body: some View {
        HStack(spacing: 0) {
            Rectangle().frame(width: side, height: side).layoutRole("body")
            Rectangle().frame(width: captionSide, height: captionSide).layoutRole("caption")
        }
    }
}

@Suite struct ScaledMetricTests {
    private func width(of role: String, at size: DynamicTypeSize) throws -> Double {
        let rendering = try renderForTest(ScaledSquares(), size: size)
        let element = try #require(rendering.layout.flatMap { $0.elements(withRole: role) }.first)
        return element.frame.width
    }

    @Test func scalesWithItsTextStyle() throws {
        // Base values equal the styles' sizes at large, so the scaled values are the styles' sizes
        // at each text size (typography.md: body 17 -> 23 at xxxLarge, 53 at AX5; caption 12 -> 18, 43).
        #expect(try width(of: "body", at: .large) == 17)
        #expect(try width(of: "body", at: .xxxLarge) == 23)
        #expect(try width(of: "body", at: .accessibility5) == 53)
        #expect(try width(of: "caption", at: .xxxLarge) == 18)
        #expect(try width(of: "caption", at: .accessibility5) == 43)
    }
}
