import Raster
import SwiftUI
import Testing

/// The accessibility modifiers beyond the basics, read as VoiceOver reads them.
@Suite struct AccessibilityProbeTests {
    private func lines(_ rendering: Rendering) -> [String] {
        rendering.transcript.split(separator: "\n").map(String.init)
    }

    @Test func namedActionsAreOfferedAsActionsAvailable() throws {
        let rendering = try probe(MessageRowActionsProbe())
        #expect(lines(rendering) == ["Anna, Lunch tomorrow?, Actions available"])
        #expect(rendering.accessibility[0].extras.actions == ["Archive", "Delete"])
    }

    @Test func escapeMagicTapAndDefaultActionsAreNotAnnounced() throws {
        let rendering = try probe(DismissibleBannerActionsProbe())
        #expect(lines(rendering) == ["Your prescription is ready"])
        #expect(rendering.accessibility[0].extras.actions.isEmpty)
        // The banner draws: blue behind the text.
        #expect(rendering.image[2, 2] == RGBA(hex: "#0088ff")!)
    }

    @Test func actionsBuiltFromButtonsAreNamedByThemAndNotDrawn() throws {
        let rendering = try probe(AppointmentActionsBuilderProbe())
        #expect(lines(rendering) == ["GP appointment, Tuesday 10:30, Actions available"])
        #expect(rendering.accessibility[0].extras.actions == ["Reschedule", "Cancel appointment"])
        #expect(rendering.texts == ["GP appointment", "Tuesday 10:30"])
    }

    @Test func anActionNamedByALabelViewTakesItsText() throws {
        let rendering = try probe(CallActionLabelProbe())
        #expect(lines(rendering) == ["Dr Patel, Actions available"])
        #expect(rendering.accessibility[0].extras.actions == ["Call surgery"])
    }

    @Test func anAdjustableActionMakesTheElementAdjustable() throws {
        let rendering = try probe(StarRatingAdjustableProbe())
        #expect(lines(rendering) == ["Rating, 3 stars, adjustable, Swipe up or down to adjust the value."])
        #expect(rendering.elements(withRole: "icon").count == 5)
    }

    @Test func sortPriorityReordersWithinAContainer() throws {
        let rendering = try probe(PriceSortPriorityProbe())
        #expect(lines(rendering) == ["£1.20", "Paracetamol 500 mg", "32 tablets"])
        // Drawn in layout order all the same: the price is the lowest text.
        let texts = rendering.elements(withRole: "text")
        #expect(texts.map { $0.string("text") } == ["Paracetamol 500 mg", "32 tablets", "£1.20"])
        #expect(texts[2].frame.minY > texts[1].frame.minY)
    }

    @Test func sortPriorityReordersTheScreen() throws {
        let rendering = try probe(ScreenSortPriorityProbe())
        #expect(lines(rendering) == ["Your test results are ready", "Messages", "2 unread"])
    }

    @Test func inputLabelsAreKeptButNotSpoken() throws {
        let rendering = try probe(VoiceControlInputLabelsProbe())
        #expect(lines(rendering) == ["Send message to your GP, button"])
        #expect(rendering.accessibility[0].extras.inputLabels == ["Send", "Send message"])
    }

    @Test func aRepresentationIsReadWhileTheViewDraws() throws {
        let rendering = try probe(CustomSwitchRepresentationProbe(), width: 200)
        #expect(lines(rendering) == ["Reminders, on, switch button"])
        // The custom switch draws: green capsule at the trailing edge, the white knob on its right.
        let image = rendering.image
        let green = RGBA(hex: "#34c759")!
        #expect(image[200 - 16 - 45, 15] == green)
        #expect(image[200 - 16 - 14, 15] == .white)
        // VoiceOver's element is the row the switch is drawn in.
        #expect(rendering.accessibility[0].frame.width == 200)
    }

    @Test func theLargeContentViewerDrawsNothingAtRest() throws {
        let shown = try probe(LargeContentTabItemProbe(showsViewer: true))
        let plain = try probe(LargeContentTabItemProbe(showsViewer: false))
        #expect(shown.image == plain.image)
        #expect(shown.transcript == plain.transcript)
        #expect(shown.accessibility.contains { $0.extras.showsLargeContentViewer })
    }

    @Test func headingsAreReadWithTheirLevels() throws {
        let rendering = try probe(HeadingLevelsProbe())
        #expect(lines(rendering) == ["Your health, heading level 1", "Medicines, heading level 2", "Atorvastatin 20 mg"])
    }

    @Test func textLabelsValuesAndHintsAreRead() throws {
        let rendering = try probe(HeartRateTextDescriptionsProbe())
        #expect(lines(rendering) == ["Heart rate, 72 beats per minute, Shows your readings this week"])
        #expect(rendering.texts == ["72 bpm"])
    }

    @Test func speechSettingsChangeNeitherWordsNorPixels() throws {
        let pitched = try probe(WarningSpeechPitchProbe())
        #expect(lines(pitched) == ["Do not take with alcohol"])
        #expect(pitched.accessibility[0].extras.speech.adjustedPitch == 0.5)
        let plain = try probe(Text("Do not take with alcohol").foregroundStyle(.red))
        #expect(pitched.image == plain.image)

        let spelled = try probe(BookingReferenceSpeechProbe())
        #expect(lines(spelled) == ["Booking reference", "NHS-7Q2K"])
        let speech = spelled.accessibility[1].extras.speech
        #expect(speech.spellsOutCharacters == true && speech.alwaysIncludesPunctuation == true)
        #expect(speech.announcementsQueued == false)
    }

    @Test func aTextContentTypeIsKept() throws {
        let rendering = try probe(PrescriptionCodeContentTypeProbe())
        #expect(lines(rendering) == ["if dose > 2 { warn() }"])
        #expect(rendering.accessibility[0].extras.speech.textContentType == .sourceCode)
    }

    @Test func rotorsAreOfferedNotRead() throws {
        let rendering = try probe(AppointmentsRotorProbe())
        #expect(lines(rendering) == ["GP, 9:00", "Blood test, 11:30", "Dentist, 15:00"])
        let rotors = rendering.accessibility.flatMap(\.extras.rotors)
        #expect(rotors.contains(AccessibilityRotorSummary(label: "Appointments", entries: ["GP", "Dentist"])))

        let results = try probe(ResultsModelRotorProbe())
        #expect(lines(results) == ["Cholesterol", "Vitamin D"])
        let summaries = Set(results.accessibility.flatMap(\.extras.rotors))
        #expect(summaries == [
            AccessibilityRotorSummary(label: "Results", entries: ["Cholesterol", "Vitamin D"]),
            AccessibilityRotorSummary(label: "Headings", entries: ["Cholesterol"]),
        ])
    }

    @Test func accessibilityFocusChangesNothingAtRest() throws {
        let rendering = try probe(SignInFocusStateProbe())
        #expect(lines(rendering) == ["Enter a valid email address", "Email"])
        #expect(rendering.texts == ["Enter a valid email address", "Email"])
    }

    @Test func synthesisedChildrenAreReadInTheChartsFrame() throws {
        let rendering = try probe(StepsChartChildrenProbe(), width: 100)
        // The value is an interpolated literal, a LocalizedStringKey: its Int is written in the
        // locale, grouped, as SwiftUI writes `Text("\(4000) steps")`.
        #expect(lines(rendering) == ["Steps this week, container", "Monday, 4,000 steps", "Tuesday, 8,000 steps"])
        // The chart is 100 wide and 80 tall: each bar's element is half of it.
        #expect(rendering.accessibility.map(\.frame) == [
            Rect(x: 0, y: 0, width: 50, height: 80), Rect(x: 50, y: 0, width: 50, height: 80),
        ])
        // The chart draws its bars: Tuesday's full height, Monday's from halfway down.
        let blue = RGBA(hex: "#0088ff")!
        #expect(rendering.image[75, 2] == blue && rendering.image[25, 2] != blue && rendering.image[25, 60] == blue)
    }

    @Test func highImportanceCustomContentIsReadWithTheElement() throws {
        let rendering = try probe(MedicineCustomContentProbe())
        #expect(lines(rendering) == ["Atorvastatin, Dose, 20 mg"])
        #expect(rendering.accessibility[0].extras.customContent.map(\.label) == ["Dose", "Pharmacy", "Refills"])
        #expect(rendering.accessibility[0].extras.customContent[1].value == "Boots, High Street")
    }
}
