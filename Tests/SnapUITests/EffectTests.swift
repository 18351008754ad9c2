import Raster
import Testing
@testable import SnapUI

/// Shadows, materials and effects drawn as iOS draws them, and redacted content as placeholders.
@Suite struct EffectTests {
    let red = RGBA(hex: "#ff383c")!, blue = RGBA(hex: "#0088ff")!

    private func card(shadow radius: Double, x: Double = 0, y: Double = 0) throws -> Bitmap {
        try paintRendering(
            Color.blue.frame(width: 20, height: 20).shadow(color: .black, radius: radius, x: x, y: y)
                .frame(width: 60, height: 60), width: 60)
    }

    @Test func aShadowIsABlurOfTheViewsAlphaFallingOffSymmetrically() throws {
        let image = try card(shadow: 3)
        #expect(image[30, 30] == blue)
        var previous = 0
        for d in 1...10 {
            let left = image[20 - d, 30], right = image[39 + d, 30], above = image[30, 20 - d], below = image[30, 39 + d]
            #expect(left == right && above == below && left == above)
            #expect(Int(left.r) >= previous)
            previous = Int(left.r)
        }
        #expect(image[19, 30].r < 200)
        #expect(image[5, 30] == .white)
        // Wider for a larger radius.
        let wide = try card(shadow: 6)
        #expect(wide[12, 30].r < image[12, 30].r)
    }

    @Test func aShadowsOffsetMovesIt() throws {
        let still = try card(shadow: 3), moved = try card(shadow: 3, x: 0, y: 5)
        for d in 1...6 {
            #expect(moved[30, 39 + d + 5] == still[30, 39 + d])
        }
        #expect(moved[30, 42].r < still[30, 42].r && moved[30, 17].r > still[30, 17].r)
        // The default colour is SwiftUI's: black at 33%, fainter than a black shadow.
        let soft = try paintRendering(Color.blue.frame(width: 20, height: 20).shadow(radius: 3).frame(width: 60, height: 60), width: 60)
        #expect(soft[18, 30].r > still[18, 30].r && soft[18, 30].r < 255)
    }

    private func stripes(_ material: Material, scheme: ColorScheme = .light) throws -> Bitmap {
        try paintRendering(
            ZStack {
                HStack(spacing: 0) {
                    ForEach(0..<15, id: \.self) { _ in
                        Color.red.frame(width: 2)
                        Color.clear.frame(width: 2)
                    }
                }
                Color.clear.frame(width: 40, height: 20).background(material)
            }
            .frame(width: 60, height: 40), width: 60, scheme: scheme)
    }

    @Test func aMaterialBlursAStripedBackdrop() throws {
        let image = try stripes(.regular)
        // Outside the material the stripes alternate red and white.
        #expect(image[0, 5] == red && image[2, 5] == .white)
        // Inside, neighbouring columns are nearly alike, and pale.
        let a = image[29, 20], b = image[31, 20]
        #expect(abs(Int(a.g) - Int(b.g)) < 6 && a.r > a.g && a.g > 150)
    }

    @Test func materialsDifferByThicknessAndScheme() throws {
        let thin = try stripes(.ultraThin)[30, 20], thick = try stripes(.ultraThick)[30, 20]
        // A thin material lets more of the red through than a thick one.
        #expect(Int(thin.r) - Int(thin.g) > Int(thick.r) - Int(thick.g))
        let dark = try stripes(.regular, scheme: .dark)[30, 20], light = try stripes(.regular)[30, 20]
        #expect(Int(dark.g) < Int(light.g) - 100)
        #expect(try stripes(.bar) != (try stripes(.regular)))
    }

    private func label(_ text: String, width: Double = 200) -> some View {
        Text(text).frame(width: width, alignment: .leading)
    }

    @Test func redactedTextIsABarPerLineWithoutGlyphs() throws {
        let redacted = try paintRendering(label("Hello world, again").redacted(reason: .placeholder), width: 200)
        let plain = try paintRendering(label("Hello world, again"), width: 200)
        #expect(redacted != plain)
        // Across the bar's middle, every pixel from its start to its end is the one bar colour:
        // black at 16% over white, without the gaps between letters.
        let bar = over(RGBA.black.opacity(0.16), .white)
        let middle = 11
        let inBar = (0..<200).filter { redacted[$0, middle] == bar }
        #expect(inBar.count > 100)
        #expect(inBar.last! - inBar.first! + 1 == inBar.count)
        // No pixel is as dark as a glyph's.
        for y in 0..<redacted.height { for x in 0..<200 { #expect(redacted[x, y].r >= bar.r) } }
    }

    @Test func redactedTextKeepsItsLinesAndUnredactedRestoresIt() throws {
        let long = "Your next appointment is on Tuesday at the surgery"
        let redacted = try paintRendering(label(long, width: 120).redacted(reason: .placeholder), width: 120)
        // Two or more lines: bars with background rows between them, each starting at the left.
        let rows = (0..<redacted.height).map { y in (0..<120).contains { redacted[$0, y] != .white } }
        var bars = 0
        for y in 1..<rows.count where rows[y] && !rows[y - 1] { bars += 1 }
        #expect(bars >= 2)
        let plain = try paintRendering(label(long, width: 120), width: 120)
        // `.unredacted()` inside a redacted view shows the text; outside it, it changes nothing.
        #expect(try paintRendering(label(long, width: 120).unredacted().redacted(reason: .placeholder), width: 120) == plain)
        #expect(try paintRendering(label(long, width: 120).redacted(reason: .placeholder).unredacted(), width: 120) == redacted)
        // Layout is the same redacted or not.
        let a = try render(label(long, width: 120).redacted(reason: .placeholder), options: RenderOptions(width: 120))
        let b = try render(label(long, width: 120), options: RenderOptions(width: 120))
        #expect(a.layout.flatMap { $0.elements(withRole: "text") }.map(\.frame) == b.layout.flatMap { $0.elements(withRole: "text") }.map(\.frame))
    }

    @Test func aRedactedImageIsABlockAndShapesKeepTheirColours() throws {
        let image = try paintRendering(
            HStack(spacing: 0) {
                Image(systemName: "heart.fill").resizable().frame(width: 20, height: 20)
                Circle().fill(Color.red).frame(width: 20, height: 20)
            }
            .redacted(reason: .placeholder), width: 40)
        let block = over(RGBA.black.opacity(0.16), .white)
        #expect(image[0, 0] == block && image[19, 19] == block && image[10, 10] == block)
        #expect(image[30, 10] == red)
    }

    @Test func rotationAndScaleEffectsDrawTurnedWithoutChangingLayout() throws {
        let bar = Color.red.frame(width: 40, height: 4)
        let turned = try paintRendering(bar.rotationEffect(.degrees(90)).frame(width: 40, height: 40), width: 40)
        #expect(turned[20, 2] == red && turned[20, 37] == red && turned[2, 20] == .white)
        let scaled = try paintRendering(Color.red.frame(width: 10, height: 10).scaleEffect(2).frame(width: 40, height: 40), width: 40)
        #expect(scaled[11, 11] == red && scaled[28, 28] == red && scaled[9, 9] == .white)
        let layout = try render(bar.rotationEffect(.degrees(90)), options: RenderOptions(width: 40))
        #expect(layout.size.height == 4)
        let moved = try paintRendering(Color.red.frame(width: 10, height: 10).offset(x: 10, y: 5).frame(width: 40, height: 40), width: 40)
        #expect(moved[25, 20] == red && moved[34, 29] == red && moved[16, 16] == .white)
    }

    @Test func blendModesAndCompositingGroupsApply() throws {
        let multiplied = try paintRendering(
            ZStack {
                Color.red
                Color(white: 0.5).blendMode(.multiply)
            }.frame(width: 10, height: 10), width: 10)
        #expect(near(multiplied[5, 5], RGBA(r: 128, g: 28, b: 30), within: 1))
        let grouped = try paintRendering(
            ZStack {
                Color.red.frame(width: 10, height: 10)
                Color.red.frame(width: 10, height: 10)
            }.compositingGroup().opacity(0.5).frame(width: 10, height: 10), width: 10)
        #expect(grouped[5, 5] == over(red.opacity(0.5), .white))
    }

    @Test func effectsRenderTheSameBytesEveryTime() throws {
        let view = VStack(spacing: 8) {
            Color.blue.frame(width: 30, height: 30).clipShape(Circle()).shadow(radius: 4, y: 2)
            Text("Loading").redacted(reason: .placeholder)
            Rectangle().fill(.linearGradient(colors: [.pink, .indigo], startPoint: .top, endPoint: .bottom)).frame(height: 20)
            Color.clear.frame(height: 20).background(.thinMaterial)
        }
        .frame(width: 80)
        #expect(try paintRendering(view, width: 80, scale: 2) == (try paintRendering(view, width: 80, scale: 2)))
    }
}
