import Combine
import Foundation
import Raster
import SwiftUI
import Testing

/// Combine as SwiftUI code uses it: what a view model or an `.onReceive` publishes synchronously is in
/// the snapshot (as in the first frame after the view appears on iOS); what comes later is not.
@Suite struct CombineProbeTests {
    @Test func aPublishedPropertyAssignedFromJustShowsItsValue() throws {
        #expect(try probe(JustGreetingProbe()).texts == ["Good morning, Sam"])
    }

    @Test func onReceiveOfACurrentValueSubjectSetsTheStateTheSnapshotShows() throws {
        let rendering = try probe(CurrentValueBalanceProbe())
        #expect(rendering.texts == ["Repeats left", "3"])
    }

    @Test func onReceiveOfAPassthroughSubjectShowsTheStateBefore() throws {
        #expect(try probe(PassthroughUnreadProbe()).texts == ["0 unread"])
    }

    @Test func anAutoconnectedTimerHasNotTickedAtRest() throws {
        #expect(try probe(TimerCountdownProbe()).texts == ["Resend code in 30s"])
    }

    @Test func aDebouncedSearchShowsTheQuerysMatchesAtRest() throws {
        // "para" matches Paracetamol alone (not Paroxetine).
        #expect(try probe(DebouncedSearchProbe()).texts == ["Paracetamol"])
    }

    @Test func assignToOnWritesTheLastValueIntoTheModel() throws {
        #expect(try probe(AssignOnProfileProbe()).texts == ["Hello, Alex"])
    }

    @Test func combineLatestEnablesTheButtonWhenBothFieldsAreValid() throws {
        let rendering = try probe(CombineLatestSignInProbe())
        #expect(rendering.texts == ["Continue"])
        let green = try probe(Color.green.frame(height: 10)).image[5, 5]
        #expect(rendering.image[3, 3] == green)
    }

    @Test func mergedPublishersAreCountedWithScan() throws {
        #expect(try probe(MergedAlertsProbe()).texts == ["3 alerts"])
    }

    @Test func aCaughtFailureBecomesTheReplacementsValue() throws {
        #expect(try probe(CatchOfflineProbe()).texts == ["You're offline"])
    }

    @Test func aFutureKeptAtOnceIsReceivedBeforeTheSnapshot() throws {
        #expect(try probe(FutureBookingProbe()).texts == ["Booked for 9:30"])
    }

    @Test func anErasedPublisherFromAStubServiceFillsTheModel() throws {
        #expect(try probe(AnyPublisherServiceProbe()).texts == ["Next appointment", "Tuesday 3 March, 9:30"])
    }

    @Test func flatMapLooksUpTheSelectedValue() throws {
        #expect(try probe(FlatMapLookupProbe()).texts == ["Your GP", "Dr Patel"])
    }

    @Test func prependAndScanGiveTheRunningTotal() throws {
        // 1 prepended, then 2 and 1: totals 1, 3, 4.
        #expect(try probe(PrependScanTotalProbe()).texts == ["4 tablets today"])
    }

    @Test func compactMapFilterAndFirstPickTheFirstUsableValue() throws {
        #expect(try probe(FirstValidPhoneProbe()).texts == ["07700 900123"])
    }

    @Test func settingAPublishedPropertyAnnouncesItThroughObjectWillChange() throws {
        let settings = NotificationSettingsModel()
        settings.remindersOn = true
        settings.remindersOn = false
        settings.remindersOn = true
        #expect(try probe(ObjectWillChangeCounterProbe(settings: settings)).texts == ["Reminders on", "3 changes"])
    }

    @Test func aPublishedPropertysProjectedPublisherGivesItsCurrentValue() throws {
        #expect(try probe(PublishedProjectionProbe()).texts == ["2 items to order"])
    }

    @Test func delayThrottleAndReceiveOnPassValuesThroughAtRest() throws {
        #expect(try probe(DelayedReceiveOnProbe()).texts == ["Sent"])
    }

    @Test func aNotificationPostedIsDeliveredToTheModelsSubscription() throws {
        let center = NotificationCenter()
        let model = PrescriptionListModel(center: center)
        #expect(try probe(NotificationRefreshProbe(model: model)).texts == ["Never refreshed"])
        center.post(name: .prescriptionsDidUpdate, object: nil, userInfo: ["source": "your GP"])
        #expect(try probe(NotificationRefreshProbe(model: model)).texts == ["Refreshed from your GP"])
    }

    @Test func aDataTaskPublisherHasNotAnsweredAtRest() throws {
        #expect(try probe(DataTaskLoadingProbe()).texts == ["Loading your pharmacy"])
    }

    @Test func handleEventsLowersTheLoadingFlagOnceASharedRequestCompletes() throws {
        #expect(try probe(LoadingFlagProbe()).texts == ["Blood test: normal", "Cholesterol: 4.2"])
    }

    @Test func dropFirstLeavesOutTheCurrentValueButNotAnEdit() throws {
        let model = EditDetailsModel()
        #expect(try probe(UnsavedChangesProbe(model: model)).texts == ["All changes saved"])
        model.preferredName = "Sammy"
        #expect(try probe(UnsavedChangesProbe(model: model)).texts == ["Unsaved changes"])
    }

    @Test func switchToLatestFollowsTheLatestLookup() throws {
        #expect(try probe(SwitchToLatestSearchProbe()).texts == ["Boots, Briggate", "Superdrug, Albion St"])
    }

    @Test func zipPairsInOrderAndCollectGathersThePairs() throws {
        // Three times, two readings: two pairs.
        #expect(try probe(ZipReadingsProbe()).texts == ["08:00: 72 bpm", "12:00: 80 bpm"])
    }

    @Test func onReceiveInACustomModifierSetsTheModifiersOwnState() throws {
        #expect(try probe(ReceivingModifierProbe()).texts == ["Pharmacy closes at 6pm", "Boots, High Street"])
    }

    @Test func nestedViewsEachReceiveTheirValuesAndRunEachActionOncePerValue() throws {
        // The badge counts three items once each (3, not 6), though its parent is made twice.
        let texts = try probe(NestedReceiversProbe(), width: 320).texts
        #expect(texts == ["Repeat prescriptions", "3 due"])
    }
}
