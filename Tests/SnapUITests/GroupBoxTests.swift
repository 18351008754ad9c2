import Raster
import Testing
@testable import SnapUI

/// GroupBox: the label in the headline font over the content, padded on a rounded card that hugs it.
@Suite struct GroupBoxTests {
    @Test func theLabelSitsOverTheContentInsideAPaddedCard() throws {
        // In a stack, so that the render's root does not stretch the card to the width.
        let rendering = try renderForTest(VStack(alignment: .leading) { GroupBox("With") { Text("Dr Priya Shah") } }.padding(20))
        let label = try #require(textFrame(rendering, "With"))
        let content = try #require(textFrame(rendering, "Dr Priya Shah"))
        // 16 pt in from the card (which starts at 20), the content 8 pt below the label.
        #expect(abs(content.minX - 36) < 1e-9)
        #expect(abs(content.minY - (label.maxY + 8)) < 1e-9)
        // The label is the headline: bold, so wider than the same word in the body font.
        let body = try #require(textFrame(try renderForTest(VStack(alignment: .leading) { Text("With") }), "With"))
        #expect(label.width > body.width)
        // The card is secondarySystemBackground, and as wide as the content plus padding: white beyond.
        let card = resolved(Color(UIColor.secondarySystemBackground))
        #expect(pixel(rendering, 28, content.midY) == card)
        #expect(pixel(rendering, content.maxX + 8, content.midY) == card)
        #expect(pixel(rendering, content.maxX + 24, content.midY) == RGBA(r: 255, g: 255, b: 255, a: 255))
        // Its corners are rounded: the very corner is the white behind it.
        #expect(pixel(rendering, 20.25, 20.25) == RGBA(r: 255, g: 255, b: 255, a: 255))
    }

    @Test func aGroupBoxInsideAnotherIsALighterShade() throws {
        let rendering = try renderForTest(GroupBox("Outer") { GroupBox { Text("Inner") } }, scheme: .dark)
        let inner = try #require(textFrame(rendering, "Inner"))
        #expect(pixel(rendering, inner.minX - 8, inner.midY) == resolved(Color(UIColor.tertiarySystemBackground), .dark))
        let outer = try #require(textFrame(rendering, "Outer"))
        #expect(pixel(rendering, outer.minX - 8, outer.midY) == resolved(Color(UIColor.secondarySystemBackground), .dark))
    }

    @Test func withNoLabelTheContentStartsAtThePadding() throws {
        let rendering = try renderForTest(GroupBox { Text("Only content") })
        let content = try #require(textFrame(rendering, "Only content"))
        #expect(abs(content.minY - 16) < 1e-9 && abs(content.minX - 16) < 1e-9)
    }

    @Test func aCustomStyleDrawsTheConfiguration() throws {
        struct Plain: GroupBoxStyle {
            func makeBody(configuration: Configuration) -> some View {
                HStack(spacing: 4) { configuration.label; configuration.content }
            }
        }
        let rendering = try renderForTest(GroupBox("A") { Text("B") }.groupBoxStyle(Plain()))
        let a = try #require(textFrame(rendering, "A")), b = try #require(textFrame(rendering, "B"))
        #expect(abs(b.minX - (a.maxX + 4)) < 1e-9 && a.minX == 0)
    }
}
