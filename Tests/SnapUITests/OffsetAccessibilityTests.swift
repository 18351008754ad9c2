import AccessibilityAudit
import Raster
import Testing
@testable import SnapUI

/// `.offset` moves what is drawn and where VoiceOver and the audit find it, not the layout.
@Suite struct OffsetAccessibilityTests {
    @Test func anOffsetMovesTheElementFrameButNotTheLayout() throws {
        let rendering = try renderForTest(VStack(alignment: .leading, spacing: 0) {
            Text("Repeat prescription")
            Button("Order") {}.offset(x: 30, y: 12)
            Text("Below")
        }.padding(20))
        let laidOut = try #require(textFrame(rendering, "Order"))
        let element = try #require(rendering.accessibility.first { $0.label == "Order" })
        #expect(element.frame.minX == laidOut.minX + 30 && element.frame.minY == laidOut.minY + 12)
        #expect(element.frame.size == laidOut.size)
        // The text below keeps its place: layout ignores the offset.
        let below = try #require(rendering.accessibility.first { $0.label == "Below" })
        #expect(below.frame.minY == laidOut.maxY)
        // And the button is drawn where its element now is.
        #expect(colors(rendering, in: element.frame).contains(resolved(.accentColor)))
        #expect(!colors(rendering, in: laidOut.intersection(Rect(x: 0, y: 0, width: laidOut.minX + 30, height: 1000))).contains(resolved(.accentColor)))
    }

    @Test func offsetsInsideOffsetsAddUpAndScaleMovesTheFrameToo() throws {
        let rendering = try renderForTest(VStack { Text("Inner").offset(x: 5).offset(y: 7) }.padding(20))
        let laidOut = try #require(textFrame(rendering, "Inner"))
        let element = try #require(rendering.accessibility.first { $0.label == "Inner" })
        #expect(element.frame.origin == Point(x: laidOut.minX + 5, y: laidOut.minY + 7))
        let scaled = try renderForTest(Text("Big").frame(width: 40, height: 20).scaleEffect(2).padding(40))
        let big = try #require(scaled.accessibility.first { $0.label == "Big" })
        let text = try #require(textFrame(scaled, "Big"))
        #expect(big.frame.size == Size(width: text.width * 2, height: text.height * 2))
        #expect(abs(big.frame.midX - text.midX) < 1e-9 && abs(big.frame.midY - text.midY) < 1e-9)
    }

    @Test func theAuditReadsOffsetTextWhereItIsDrawn() throws {
        // White text moved onto a black band: legible where it is drawn, not where it was laid out.
        let view = VStack(spacing: 0) {
            Color.black.frame(height: 40)
            Text("On black").foregroundStyle(.white).frame(height: 40).offset(y: -40)
        }.frame(width: 200)
        let rendering = try render(view, options: RenderOptions(width: 200, scale: 1))
        try writePaintImageForLooking(rendering.image, "offset-audit")
        #expect(Audit.run(rendering.auditSubject()).map(\.rule) == [])
        let unmoved = try render(VStack(spacing: 0) {
            Color.black.frame(height: 40)
            Text("On white").foregroundStyle(.white).frame(height: 40)
        }.frame(width: 200), options: RenderOptions(width: 200, scale: 1))
        #expect(Audit.run(unmoved.auditSubject()).map(\.rule) == ["text-contrast"])
    }
}
