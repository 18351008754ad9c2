import Foundation
import Raster
import SwiftUI
import Testing

@Suite struct GesturesProbeTests {
    @Test func anyLayoutStacksOrLinesUpByItsCondition() throws {
        // Compact: a column, 10 points apart, centred.
        let column = try probe(AdaptiveAnyLayoutProbe(isCompact: true)).image
        #expect(column.height == 50)
        #expect(column[100, 10].isClose(to: IOSColor.red) && column[100, 40].isClose(to: IOSColor.blue))
        #expect(column[100, 25].isClose(to: IOSColor.white))
        // Otherwise: a row 70 points wide, centred.
        let row = try probe(AdaptiveAnyLayoutProbe(isCompact: false)).image
        #expect(row.height == 20)
        #expect(row[80, 10].isClose(to: IOSColor.red) && row[120, 10].isClose(to: IOSColor.blue))
        #expect(row[100, 10].isClose(to: IOSColor.white))
    }

    @Test func stackLayoutsCalledAsViewsLayOutAsTheirStacks() throws {
        let image = try probe(StackLayoutCallProbe()).image
        #expect(image.height == 34)
        #expect(image[10, 5].isClose(to: IOSColor.red) && image[38, 5].isClose(to: IOSColor.green))
        #expect(image[24, 5].isClose(to: IOSColor.white))
        // The badge in the bottom-trailing corner of the blue tile.
        #expect(image[5, 20].isClose(to: IOSColor.blue) && image[35, 30].isClose(to: IOSColor.orange))
        #expect(image[25, 30].isClose(to: IOSColor.blue) && image[35, 20].isClose(to: IOSColor.blue))
    }

    @Test func aHandWrittenConditionalContentShowsTheBranchTaken() throws {
        #expect(try probe(BookmarkConditionalContentProbe(isSaved: false)).texts == ["Save", "Leaflet"])
        #expect(try probe(BookmarkConditionalContentProbe(isSaved: true)).texts == ["Leaflet"])
    }

    @Test func gestureStateIsItsInitialValueAtRest() throws {
        let image = try probe(SwipeCardGestureStateProbe()).image
        // Where it was laid out (not dragged), blue (not pressed).
        #expect(image.height == 40)
        #expect(image[100, 20].isClose(to: IOSColor.blue) && image[72, 20].isClose(to: IOSColor.blue))
        #expect(image[68, 20].isClose(to: IOSColor.white))
    }

    @Test func aMagnifyGesturesStateLeavesTheViewAtItsScale() throws {
        let image = try probe(ZoomablePhotoMagnifyProbe()).image
        #expect(image.height == 100)
        #expect(image[100, 50].isClose(to: IOSColor.purple) && image[82, 32].isClose(to: IOSColor.purple))
        #expect(image[77, 50].isClose(to: IOSColor.white) && image[100, 27].isClose(to: IOSColor.white))
    }

    @Test func aRotateGesturesStateLeavesTheViewAtItsSavedAngle() throws {
        let image = try probe(RotatableDialRotateProbe()).image
        // Turned 90 degrees: upright.
        #expect(image[100, 15].isClose(to: IOSColor.black) && image[100, 65].isClose(to: IOSColor.black))
        #expect(image[75, 40].isClose(to: IOSColor.white) && image[125, 40].isClose(to: IOSColor.white))
    }

    @Test func simultaneousGesturesLeaveTheViewAtRest() throws {
        let image = try probe(PinchAndTwistSimultaneousProbe()).image
        #expect(image.height == 30)
        #expect(image[77, 15].isClose(to: IOSColor.teal) && image[123, 28].isClose(to: IOSColor.teal))
        #expect(image[73, 15].isClose(to: IOSColor.white))
    }

    @Test func aHighPriorityGestureRunsNothingAtRest() throws {
        let rendering = try probe(DoubleTapLikeHighPriorityProbe())
        #expect(rendering.texts == ["Not liked"])
        #expect(rendering.image[100, 25].isClose(to: IOSColor.pink))
    }

    @Test func aViewThatTakesNoTouchesIsStillDrawnAndRead() throws {
        let rendering = try probe(LockedOverlayHitTestingProbe())
        let centre = rendering.image[Int(rendering.size.width / 2), Int(rendering.size.height / 2) - 8]
        // The button's blue under half black.
        #expect(centre.isClose(to: RGBA(r: 0, g: 68, b: 128), within: 3))
        #expect(rendering.transcript == "Book appointment, button\n")
    }

    @MainActor @Test func aPreviewProviderWithStaticSampleStateCompilesAndItsPreviewsRender() throws {
        #expect(try probe(RepeatPrescriptionPreviewProviderProbe()).texts == ["Salbutamol inhaler"])
        let previews = try probe(RepeatPrescriptionPreviewProviderProbe_Previews.previews)
        #expect(previews.texts == ["Sertraline 50mg", "Salbutamol inhaler"])
    }

    @Test func aGeometryChangeActionSetsStateTheViewShows() throws {
        let rendering = try probe(BannerWidthGeometryChangeProbe())
        #expect(rendering.texts == ["Banner 200 pt wide"])
    }

    @Test func aGeometryChangeActionWithOldAndNewValuesSetsStateTheViewShows() throws {
        let image = try probe(MatchedHeightGeometryChangeProbe()).image
        // The blue bar is as tall as the red card: 40 points.
        #expect(image.height == 40)
        #expect(image[15, 2].isClose(to: IOSColor.blue) && image[15, 38].isClose(to: IOSColor.blue))
    }
}
