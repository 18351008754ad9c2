import Raster
import SwiftUI
import Testing

/// Right-to-left layout: each view's x flipped within its parent, as SwiftUI does, with text and
/// symbols drawn unmirrored in their places.
@Suite struct RightToLeftProbeTests {
    private let red = RGBA(hex: "#ff383c")!, green = RGBA(hex: "#34c759")!, blue = RGBA(hex: "#0088ff")!

    private func rightToLeft<V: View>(_ view: V, width: Double) throws -> Rendering {
        try probe(view, width: width) { $0.layoutDirection = .rightToLeft }
    }

    /// `bitmap` mirrored left to right.
    private func mirrored(_ bitmap: Bitmap) -> Bitmap {
        var out = Bitmap(width: bitmap.width, height: bitmap.height)
        for y in 0..<bitmap.height {
            for x in 0..<bitmap.width { out[bitmap.width - 1 - x, y] = bitmap[x, y] }
        }
        return out
    }

    /// True when the two images differ by at most one level of a channel anywhere (anti-aliasing
    /// rounds a mirrored edge's coverage either way).
    private func nearlyEqual(_ a: Bitmap, _ b: Bitmap) -> Bool {
        guard a.width == b.width, a.height == b.height else { return false }
        return zip(a.pixels, b.pixels).allSatisfy { abs(Int($0) - Int($1)) <= 1 }
    }

    @Test func aStackRunsFromTheRight() throws {
        let ltr = try probe(RTLStackOrderProbe(), width: 100).image
        #expect(ltr[10, 10] == red && ltr[40, 10] == green && ltr[70, 10] == blue)
        let rtl = try rightToLeft(RTLStackOrderProbe(), width: 100).image
        #expect(rtl[90, 10] == red && rtl[60, 10] == green && rtl[30, 10] == blue && rtl[10, 10] == .white)
    }

    @Test func leadingPaddingIsOnTheRight() throws {
        let image = try probe(RTLLeadingPaddingProbe(), width: 100).image
        // 20 wide, 30 in from the leading (right) edge of its 55-point box, itself on the right.
        #expect(image[51, 10] == green && image[69, 10] == green)
        #expect(image[49, 10] == .white && image[71, 10] == .white && image[35, 10] == .white)
    }

    @Test func leadingAndTrailingFrameAlignmentSwapSides() throws {
        let texts = try probe(RTLFrameAlignmentProbe()).elements(withRole: "text")
        #expect(texts.map { $0.string("text") } == ["Hello", "World"])
        #expect(texts[0].frame.maxX == 190)
        #expect(texts[1].frame.minX == 10)
    }

    @Test func anOffsetRunsTowardsTheTrailingEdge() throws {
        let ltr = try probe(RTLOffsetProbe(), width: 100).image
        #expect(ltr[80, 10] == blue && ltr[20, 10] == .white)
        let rtl = try rightToLeft(RTLOffsetProbe(), width: 100).image
        #expect(rtl[20, 10] == blue && rtl[80, 10] == .white && rtl[50, 10] == .white)
    }

    @Test func aPositionIsMeasuredFromTheRight() throws {
        let ltr = try probe(RTLPositionProbe(), width: 100).image
        #expect(ltr[20, 10] == red && ltr[80, 10] == .white)
        let rtl = try rightToLeft(RTLPositionProbe(), width: 100).image
        #expect(rtl[80, 10] == red && rtl[20, 10] == .white)
    }

    @Test func leadingTextLinesUpOnTheRightUnmirrored() throws {
        let rtl = try probe(RTLMultilineTextProbe(), width: 120)
        let trailing = try probe(
            Text("Take one tablet every morning with water").multilineTextAlignment(.trailing).frame(width: 120), width: 120)
        #expect(try #require(rtl.elements(withRole: "text").first?.number("lines")) > 1)
        #expect(rtl.image == trailing.image)
    }

    @Test func forwardSymbolsMirrorAndOthersDoNot() throws {
        let forward = RTLDisclosureChevronProbe(symbol: "chevron.forward")
        #expect(nearlyEqual(try rightToLeft(forward, width: 40).image, mirrored(try probe(forward, width: 40).image)))
        let right = RTLDisclosureChevronProbe(symbol: "chevron.right")
        let ltr = try probe(right, width: 40).image
        #expect(try rightToLeft(right, width: 40).image == ltr)
        #expect(ltr != mirrored(ltr))
    }

    @Test func flipsForRightToLeftMirrorsOnlyRightToLeft() throws {
        let ltr = try probe(RTLFlippedArrowProbe(), width: 40).image
        #expect(nearlyEqual(try rightToLeft(RTLFlippedArrowProbe(), width: 40).image, mirrored(ltr)))
        #expect(try rightToLeft(RTLFlippedArrowProbe(flips: false), width: 40).image == ltr)
        #expect(try probe(RTLFlippedArrowProbe(flips: false), width: 40).image == ltr)
    }

    @Test func aSettingsRowMirrors() throws {
        let ltr = try probe(RTLSettingsRowProbe())
        let rtl = try rightToLeft(RTLSettingsRowProbe(), width: 200)
        let (ltrIcon, rtlIcon) = (try #require(ltr.elements(withRole: "icon").first), try #require(rtl.elements(withRole: "icon").first))
        #expect(ltrIcon.frame.minX == 16 && rtlIcon.frame.maxX == 184 && rtlIcon.frame.width == ltrIcon.frame.width)
        let value = try #require(rtl.elements(withRole: "text").last)
        #expect(value.string("text") == "On" && value.frame.minX == 16)
        // VoiceOver reads it in the same order, icon first, at the mirrored frames.
        #expect(rtl.transcript == ltr.transcript)
        #expect(rtl.accessibility.map(\.frame.maxX) == ltr.accessibility.map { 200 - $0.frame.minX })
    }

    @Test func customShapesMirror() throws {
        let ltr = try probe(RTLCustomShapeProbe(), width: 40).image
        #expect(ltr[5, 3] == blue && ltr[35, 3] == .white && ltr[35, 20] == blue)
        let rtl = try rightToLeft(RTLCustomShapeProbe(), width: 40).image
        #expect(rtl[35, 3] == blue && rtl[5, 3] == .white && rtl[5, 20] == blue)
    }

    @Test func aLeftToRightIslandKeepsItsOrder() throws {
        let image = try probe(RTLPhoneNumberIslandProbe(), width: 100).image
        #expect(image[90, 10] == red && image[50, 10] == green && image[70, 10] == blue && image[20, 10] == .white)
    }

    @Test func voiceOverReadsLeadingFirstOnTheRight() throws {
        let rendering = try probe(RTLVoiceOverOrderProbe())
        #expect(rendering.accessibility.map(\.label) == ["Name", "Value"])
        #expect(rendering.accessibility[0].frame.maxX == 200 && rendering.accessibility[1].frame.maxX == 120)
    }

    /// The x of each column of `image`'s row `y` that is `color`.
    private func columns(of color: RGBA, in image: Bitmap, y: Int) -> [Int] {
        (0..<image.width).filter { image[$0, y] == color }
    }

    @Test func aToggleRowMirrors() throws {
        let ltr = try probe(RTLToggleRowProbe())
        let rtl = try rightToLeft(RTLToggleRowProbe(), width: 200)
        let (ltrLabel, rtlLabel) = (try #require(ltr.elements(withRole: "text").first), try #require(rtl.elements(withRole: "text").first))
        #expect(ltrLabel.frame.minX == 16 && rtlLabel.frame.maxX == 184)
        // The switch's green track (iOS 26's switch green, Fidelity.md row 32): on the right left to
        // right, mirrored onto the left right to left.
        let y = Int(ltrLabel.frame.midY)
        let switchGreen = RGBA(hex: "#65c466")!
        let ltrGreen = columns(of: switchGreen, in: ltr.image, y: y), rtlGreen = columns(of: switchGreen, in: rtl.image, y: y)
        #expect(!ltrGreen.isEmpty && ltrGreen.allSatisfy { $0 > 100 })
        #expect(rtlGreen == ltrGreen.map { 199 - $0 }.reversed())
        #expect(rtl.transcript == ltr.transcript)
    }

    @Test func aCustomLayoutsPlacementsFlip() throws {
        let image = try probe(RTLTagFlowProbe(), width: 100).image
        // Left to right the tags are at 0, 35 and 70; flipped within the 100-point frame.
        #expect(image[85, 5] == red && image[50, 5] == green && image[15, 5] == blue)
        #expect(image[67, 5] == .white && image[32, 5] == .white)
    }
}
