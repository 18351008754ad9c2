import Raster
import SwiftUI
import Testing

@Suite struct ScrollingProbeTests {
    private func colour(_ color: Color) -> RGBA {
        color.resolve(in: EnvironmentValues())
    }

    @Test func aPagingCardIsTheScrollViewsWidth() throws {
        let image = try probe(PagingCarouselProbe(), width: 300).image
        let blue = colour(.blue)
        #expect(image.height == 80)
        #expect(image[1, 40] == blue && image[298, 40] == blue)
    }

    @Test func threeCardsToAScreenShareItsWidthLessTheSpacing() throws {
        let image = try probe(ThreeUpCardsProbe(), width: 320).image
        let blue = colour(.blue)
        // (320 - 2 × 10) / 3 = 100 points a card, 10 between them.
        #expect(image[50, 30] == blue && image[150, 30] == blue && image[250, 30] == blue)
        #expect(image[105, 30] != blue && image[215, 30] != blue)
        #expect(image[98, 30] == blue && image[112, 30] == blue && image[208, 30] == blue && image[222, 30] == blue)
    }

    @Test func aSpanningCardMeasuresAgainstTheScrollViewLessItsMargins() throws {
        let image = try probe(WideCardSpanProbe(), width: 348).image
        let purple = colour(.purple), pink = colour(.pink)
        // The container is 348 - 2 × 20 = 308: a column (308 - 3 × 8) / 4 = 71, two columns 150.
        #expect(image[18, 25] != purple && image[21, 25] == purple && image[169, 25] == purple && image[171, 25] != purple)
        #expect(image[177, 25] != pink && image[179, 25] == pink && image[248, 25] == pink && image[250, 25] != pink)
    }

    @Test func aBottomAnchoredScrollViewShowsItsLatestMessage() throws {
        let image = try probe(ChatBottomAnchorProbe(), width: 100).image
        #expect(image.height == 100)
        // The last of ten 40-point rows fills the bottom 40 points; the ninth is above it.
        #expect(image[50, 61] == colour(.green) && image[50, 99] == colour(.green))
        #expect(image[50, 58] == colour(.gray) && image[50, 1] == colour(.gray))
    }

    @Test func contentMarginsInsetTheScrollContent() throws {
        let image = try probe(ContentMarginsProbe(), width: 200).image
        let teal = colour(.teal)
        // 24 on every side; the indicators' margins change nothing drawn.
        #expect(image.height == 24 + 40 + 12 + 40 + 24)
        #expect(image[23, 30] != teal && image[24, 30] == teal && image[175, 30] == teal && image[176, 30] != teal)
        #expect(image[100, 23] != teal && image[100, 24] == teal && image[100, 70] != teal && image[100, 76] == teal)
    }

    @Test func safeAreaPaddingInsetsAScrollViewsContentButNotItsFrame() throws {
        let image = try probe(SafeAreaPaddingCarouselProbe(), width: 300).image
        let indigo = colour(.indigo)
        #expect(image[19, 30] != indigo && image[20, 30] == indigo)
        // The second card (180 to 330) runs to the screen's edge, as the scroll view keeps its frame.
        #expect(image[299, 30] == indigo && image[175, 30] != indigo)
    }

    @Test func safeAreaPaddingOutsideAScrollViewPadsTheView() throws {
        let image = try probe(SafeAreaPaddedCardProbe(), width: 100).image
        #expect(image.height == 64)
        #expect(image[5, 5] == RGBA(r: 0, g: 0, b: 0, a: 255) && image[12, 12] == colour(.mint) && image[88, 52] != colour(.mint))
    }

    @Test func anUnclippedScrollViewDrawsPastItsFrame() throws {
        let image = try probe(UnclippedCarouselProbe(), width: 300).image
        let orange = colour(.orange)
        // The scroll view runs from 20 to 280; the third card (280 to 400) shows beyond it.
        #expect(image[290, 30] == orange && image[25, 30] == orange && image[10, 30] != orange)
    }

    @Test func aScrollPositionWithNoIDShowsTheStart() throws {
        let rendering = try probe(ScrollPositionProbe(), width: 200)
        let first = try #require(rendering.elements(withRole: "text").first)
        #expect(first.string("text") == "Day 1" && first.frame.minY >= 0 && first.frame.maxY <= 30)
        #expect(rendering.texts.count == 7)
    }

    @Test func aScrollViewReaderShowsItsScrollViewAtRest() throws {
        let rendering = try probe(ScrollViewReaderProbe(), width: 200)
        #expect(rendering.texts == ["Jump to answer", "Question", "Answer"])
        let button = try #require(rendering.elements(withRole: "text").first)
        #expect(button.frame.minY < 5)
    }
}
