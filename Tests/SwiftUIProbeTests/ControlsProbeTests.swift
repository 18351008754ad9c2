import Foundation
import Raster
import SwiftUI
import Testing

@Suite struct ControlsProbeTests {
    private static let now = Date(timeIntervalSince1970: 1_748_768_400)

    @Test func aTextEditorInsetsItsBodyTextAsUITextViewDoes() throws {
        let rendering = try probe(MedicationNotesEditorProbe())
        let text = try #require(rendering.elements(withRole: "text").first)
        #expect(rendering.texts == ["Take with food"])
        #expect(rendering.image.height == 80)
        // UITextView: the container 8 points down, line fragments 5 points in.
        #expect(text.frame.minX == 5 && text.frame.minY == 8)
        #expect(rendering.image[2, 2].isClose(to: IOSColor.white))
        #expect(rendering.transcript.contains("Take with food"))
    }

    @Test func aTextEditorWithItsBackgroundHiddenShowsWhatIsBehind() throws {
        let image = try probe(ClearNotesEditorProbe()).image
        #expect(image.height == 60)
        #expect(image[2, 2].isClose(to: IOSColor.yellow) && image[198, 58].isClose(to: IOSColor.yellow))
    }

    @Test func aTextEditorTallerThanItsFrameShowsItsTopAndScrolls() throws {
        let rendering = try probe(LongLetterEditorProbe())
        let text = try #require(rendering.elements(withRole: "text").first)
        #expect(rendering.image.height == 60)
        // The five lines keep their height (nothing truncated), from 8 points down: the rest scrolls.
        #expect(text.frame.minY == 8 && text.frame.height > 100)
        #expect(rendering.texts.first?.hasPrefix("Dear Dr Patel,") == true)
    }

    @Test func aColorPickerShowsItsLabelAndAHueRingRoundTheColour() throws {
        let rendering = try probe(HighlightColorPickerProbe(), width: 300)
        let well = try #require(rendering.elements(withRole: "colorWell").first)
        #expect(rendering.texts == ["Highlight"])
        #expect(well.frame.maxX == 300 && well.frame.width == 28 && well.frame.height == 28)
        let (x, y) = (Int(well.frame.midX), Int(well.frame.minY))
        let image = rendering.image
        #expect(image[x, y + 14].isClose(to: IOSColor.orange))
        // The ring: red at the top, cyan at the bottom; white between the ring and the swatch.
        let top = image[x, y + 1], bottom = image[x, y + 26]
        #expect(top.r > 200 && top.g < 120 && top.b < 120)
        #expect(bottom.b > 150 && bottom.g > 150 && bottom.r < 120)
        #expect(image[x, y + 4].isClose(to: IOSColor.white, within: 40))
    }

    @Test func aMultiDatePickerMarksEachSelectedDayOfTheMonthShown() throws {
        let rendering = try probe(ClinicDaysPickerProbe(), width: 350)
        #expect(rendering.texts.contains("June 2025"))
        let selected = rendering.accessibility.filter { $0.traits.contains(.isSelected) }.map(\.label)
        // The 3rd and 17th of June; the 1st of July is in a month not shown.
        #expect(selected == ["3", "17"])
    }

    @Test func aPasteButtonIsATintedCapsuleReadingPaste() throws {
        let rendering = try probe(PasteReferenceProbe(), width: 300)
        let button = try #require(rendering.elements(withRole: "pasteButton").first)
        #expect(rendering.texts == ["No code", "Paste"])
        // A bordered button: 7 points above and below a label of body text (its symbol a little taller).
        #expect(button.frame.maxX == 300 && button.frame.height >= 34 && button.frame.height < 38)
        #expect(rendering.image[Int(button.frame.minX) + 8, Int(button.frame.midY)].isClose(to: IOSColor.blue))
        #expect(rendering.transcript.contains("Paste, button"))
    }

    @Test func aPalettePickerOutsideAMenuIsASegmentedRow() throws {
        let rendering = try probe(MoodPalettePickerProbe(), width: 300)
        let selected = try #require(rendering.elements(withRole: "selectedSegment").first)
        #expect(rendering.elements(withRole: "segmentedPicker").count == 1)
        #expect(rendering.elements(withRole: "segment").count == 2)
        #expect(abs(selected.frame.midX - 150) < 1)
    }

    @Test func aNavigationLinkPickerShowsItsSelectionInARow() throws {
        let rendering = try probe(UnitsNavigationPickerProbe(), width: 390)
        #expect(rendering.texts.contains("Units") && rendering.texts.contains("Metric"))
        #expect(!rendering.texts.contains("Imperial"))
    }

    @Test func aTimerProgressViewEmptiesAsTheIntervalPasses() throws {
        // 30 of 120 seconds gone: three quarters left.
        let rendering = try probe(RestTimerProgressProbe(rest: Self.now.addingTimeInterval(-30)...Self.now.addingTimeInterval(90)))
        let bar = try #require(rendering.elements(withRole: "progressBar").first)
        let y = Int(bar.frame.midY)
        #expect(rendering.image[140, y].isClose(to: IOSColor.blue))
        #expect(!rendering.image[160, y].isClose(to: IOSColor.blue, within: 60))
        #expect(rendering.texts == ["1:30"])
        #expect(rendering.transcript.contains("75%"))
    }

    @Test func aTimerProgressViewCountingUpFillsAsTheIntervalPasses() throws {
        // 60 of 300 seconds gone: a fifth done.
        let session = Self.now.addingTimeInterval(-60)...Self.now.addingTimeInterval(240)
        let rendering = try probe(BreathingCountUpProgressProbe(session: session))
        let bar = try #require(rendering.elements(withRole: "progressBar").first)
        let y = Int(bar.frame.midY)
        #expect(rendering.image[30, y].isClose(to: IOSColor.blue))
        #expect(!rendering.image[50, y].isClose(to: IOSColor.blue, within: 60))
        #expect(rendering.texts == ["Breathe", "1:00"])
    }

    @Test func aTimerTextCountsDownToTheEndFromNow() throws {
        let fast = Self.now.addingTimeInterval(-3600)...Self.now.addingTimeInterval(4 * 3600 + 30 * 60)
        #expect(try probe(FastingCountdownTextProbe(fast: fast)).texts == ["4:30:00"])
    }

    @Test func aButtonToggleIsFilledWithTheTintOnlyWhenOn() throws {
        let rendering = try probe(ShuffleButtonToggleProbe(), width: 300)
        let toggles = rendering.elements(withRole: "buttonToggle")
        try #require(toggles.count == 2)
        let on = toggles[0].frame, off = toggles[1].frame
        #expect(rendering.image[Int(on.midX), Int(on.minY) + 2].isClose(to: IOSColor.tintedFillOnWhite))
        #expect(rendering.image[Int(off.midX), Int(off.minY) + 2].isClose(to: IOSColor.white))
        // A bordered button's size: 7 points above and below body text (SF Pro's 20.29-point line,
        // rounded up to a pixel: 20.5 at 2x), 12 either side.
        #expect(abs(on.height - 34.5) <= 0.5)
        #expect(rendering.texts == ["Shuffle", "Repeat"])
        let selected = rendering.accessibility.filter { $0.traits.contains(.isSelected) }.map(\.label)
        #expect(selected == ["Shuffle"])
    }

    @Test func aStepperWithAFormatReadsItsValueFormatted() throws {
        let dose = try probe(DoseStepperFormatProbe(), width: 300).accessibility
        #expect(dose.map(\.label) == ["Tablets"] && dose.first?.value == "1.5")
        let volume = try probe(VolumeStepperPercentProbe(), width: 300).accessibility
        #expect(volume.map(\.label) == ["Volume"] && volume.first?.value == "100%")
    }

    @Test func aCircularCapacityGaugeFillsItsRingClockwiseFromTheTop() throws {
        let rendering = try probe(StepsRingGaugeProbe())
        let image = rendering.image
        // A 58-point ring, 6 points wide, centred: half done fills the right half in the tint.
        #expect(image.height == 58)
        #expect(image[100 + 26, 29].isClose(to: IOSColor.green, within: 6))
        #expect(!image[100 - 26, 29].isClose(to: IOSColor.green, within: 40))
        #expect(rendering.texts == ["50"])
    }
}
