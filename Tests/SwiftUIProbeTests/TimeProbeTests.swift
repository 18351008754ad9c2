import Foundation
import Raster
import SwiftUI
import Testing

@Suite struct TimeProbeTests {
    /// The snapshot's now: 1 June 2025, 09:00 GMT.
    private static let now = Date(timeIntervalSince1970: 1_748_768_400)

    private func at(_ seconds: TimeInterval) -> (inout EnvironmentValues) -> Void {
        { $0.now = Self.now.addingTimeInterval(seconds) }
    }

    @Test func anEveryMinuteTimelineDrawsTheStartOfTheMinuteInProgress() throws {
        // At 09:07:42 the entry in effect is 09:07:00.
        let rendering = try probe(ClinicClockTimelineProbe(), environment: at(7 * 60 + 42))
        #expect(rendering.texts == ["09:07:00"])
    }

    @Test func aPeriodicTimelineDrawsItsLatestEntryAtOrBeforeNow() throws {
        // Rounds every 15 minutes from 08:00; at 09:20:05 the round in progress began at 09:15.
        let rendering = try probe(DoseRoundTimelineProbe(firstRound: Self.now.addingTimeInterval(-3600)), environment: at(20 * 60 + 5))
        #expect(rendering.texts == ["Round started", "09:15:00"])
    }

    @Test func anAnimationTimelineDrawsNow() throws {
        // 42 seconds past the minute: the capsule is 52 points long.
        let image = try probe(SecondsPulseTimelineProbe(), environment: at(42)).image
        #expect(image[50, 5].isClose(to: IOSColor.red))
        #expect(image[54, 5].isClose(to: IOSColor.white))
    }

    @Test func anExplicitTimelineDrawsTheLatestDateGivenAtOrBeforeNow() throws {
        let changes = [-7200.0, -1800, 36000].map { Self.now.addingTimeInterval($0) }
        let rendering = try probe(ShiftChangeExplicitTimelineProbe(shiftChanges: changes), width: 300)
        #expect(rendering.texts == ["Shift from", "08:30"])
    }

    @Test func anAsyncImageShowsIOSsGreyPlaceholderFillingItsFrame() throws {
        let rendering = try probe(AvatarAsyncImageProbe())
        #expect(rendering.image.height == 40)
        #expect(rendering.image[20, 20].isClose(to: IOSColor.secondaryFillOnWhite))
        #expect(rendering.image[38, 20].isClose(to: IOSColor.secondaryFillOnWhite))
        // Clipped to a circle: the corner is the screen.
        #expect(rendering.image[1, 1].isClose(to: IOSColor.white))
        #expect(rendering.texts == ["Dr Patel"])
    }

    @Test func anAsyncImageWithAPlaceholderShowsThePlaceholder() throws {
        let rendering = try probe(ArticleHeroAsyncImageProbe())
        #expect(rendering.image.height == 120)
        #expect(rendering.elements(withRole: "spinner").count == 1)
        #expect(rendering.elements(withRole: "image").isEmpty)
    }

    @Test func anAsyncImageOfPhasesShowsTheEmptyPhase() throws {
        let image = try probe(LeafletPhaseAsyncImageProbe()).image
        #expect(image.height == 30)
        #expect(image[100, 15].isClose(to: IOSColor.green) && image[71, 2].isClose(to: IOSColor.green))
        #expect(image[69, 15].isClose(to: IOSColor.white))
    }

    @Test func aPhaseAnimatorDrawsItsFirstPhase() throws {
        let image = try probe(HeartbeatPhaseAnimatorProbe()).image
        #expect(image.height == 40)
        #expect(image[100, 20].isClose(to: IOSColor.red))
        // 13 points from the centre: outside the resting dot (10), inside the grown one (15).
        #expect(image[100, 7].isClose(to: IOSColor.white) && image[87, 20].isClose(to: IOSColor.white))
    }

    @Test func phaseAnimatorModifiersDrawTheirContentInTheFirstPhase() throws {
        let rendering = try probe(NewBadgePhaseModifierProbe())
        let text = try #require(rendering.elements(withRole: "text").first)
        // Not raised (it would be 20 points higher) and fully opaque.
        #expect(text.frame.minY == 8 && rendering.image.height == Int((text.frame.height + 16).rounded(.up)))
        #expect(rendering.image[Int(text.frame.minX) - 4, 4].isClose(to: IOSColor.blue))
    }

    @Test func aTaskNeverRunsAtRest() throws {
        let rendering = try probe(ResultsLoadingTaskProbe())
        #expect(rendering.texts == ["Loading results"])
        #expect(rendering.elements(withRole: "spinner").count == 1)
    }

    @Test func aTaskWithAnIDNeverRunsAtRest() throws {
        #expect(try probe(PharmacySearchTaskIDProbe()).texts == ["Pharmacies near Leeds", "Searching…"])
    }

    @Test func aRefreshableListShowsItsRowsAndNoRefreshControl() throws {
        let rendering = try probe(InboxRefreshableProbe(), width: 390)
        #expect(rendering.texts == ["Your appointment is confirmed", "New test result"])
        #expect(rendering.elements(withRole: "spinner").isEmpty)
    }

    @Test func aKeyframeAnimatorDrawsItsInitialValue() throws {
        let image = try probe(ReminderBellKeyframeProbe()).image
        // A 20-point square, unscaled, unturned and not moved, centred in 60 points.
        #expect(image.height == 60)
        #expect(image[100, 30].isClose(to: IOSColor.orange) && image[91, 21].isClose(to: IOSColor.orange))
        #expect(image[100, 17].isClose(to: IOSColor.white) && image[87, 30].isClose(to: IOSColor.white))
    }

    @Test func theKeyframeModifierDrawsItsContentWithTheInitialValue() throws {
        let rendering = try probe(ShakeFieldKeyframeModifierProbe())
        let indigo = rendering.image[100, 10]
        // Not moved: 80 to 120 across.
        #expect(rendering.image[81, 10] == indigo && rendering.image[119, 10] == indigo)
        #expect(rendering.image[78, 10].isClose(to: IOSColor.white) && rendering.image[122, 10].isClose(to: IOSColor.white))
        #expect(!indigo.isClose(to: IOSColor.white, within: 40))
    }
}
