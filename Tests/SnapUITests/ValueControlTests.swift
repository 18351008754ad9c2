import Raster
import Testing
@testable import SnapUI

/// Stepper, Slider and ProgressView.
@Suite struct ValueControlTests {
    private let accent = resolved(.accentColor)

    private func render<V: View>(_ view: V, size: DynamicTypeSize = .large, scheme: ColorScheme = .light) throws -> Rendering {
        try renderForTest(VStack(alignment: .leading) { view }.padding(20), size: size, scheme: scheme)
    }

    @Test func aStepperIsItsLabelThenTheMinusAndPlusControl() throws {
        let rendering = try render(Stepper("Reminders: 2", value: .constant(2), in: 0...5))
        let control = try #require(elements(rendering, role: "stepperControl").first).frame
        #expect(control.size == StepperMetrics.size)
        #expect(abs(control.maxX - 370) < 1e-9)
        let label = try #require(textFrame(rendering, "Reminders: 2"))
        #expect(abs(label.minX - 20) < 1e-9 && label.maxX < control.minX)
        #expect(transcript(rendering) == ["Reminders: 2, 2, adjustable"])
    }

    @Test func theEndOfAStepperAtItsBoundIsDimmed() throws {
        let rendering = try render(Stepper("Quantity", value: .constant(5), in: 1...5))
        let glyphs = elements(rendering, role: "glyph").map(\.frame)
        #expect(glyphs.count == 2)
        // The minus can step: it is in the label colour; the plus cannot: tertiary.
        #expect(colors(rendering, in: glyphs[0]).contains(.black))
        #expect(!colors(rendering, in: glyphs[1]).contains(.black))
        let unbounded = try render(Stepper("Quantity", onIncrement: {}, onDecrement: nil))
        let ends = elements(unbounded, role: "glyph").map(\.frame)
        #expect(!colors(unbounded, in: ends[0]).contains(.black) && colors(unbounded, in: ends[1]).contains(.black))
        #expect(transcript(unbounded) == ["Quantity, adjustable"])
    }

    @Test func aSliderFillsItsTrackInTheTintUpToTheThumb() throws {
        let rendering = try render(Slider(value: .constant(30), in: 0...100) { Text("Volume") })
        let track = try #require(elements(rendering, role: "sliderTrack").first).frame
        #expect(track.width == 350 && track.height == SliderMetrics.height)
        // The thumb's centre is 30% of the way between its positions at the ends.
        let thumbCentre = track.minX + 19 + 0.3 * (track.width - 38)
        #expect(pixel(rendering, thumbCentre, track.midY) == .white)
        #expect(pixel(rendering, track.minX + 10, track.midY) == accent)
        #expect(near(pixel(rendering, track.maxX - 10, track.midY), over(resolved(SystemColors.fill), .white)))
        // Its label is not drawn but names it.
        #expect(texts(rendering).isEmpty)
        #expect(transcript(rendering) == ["Volume, 30%, adjustable"])
    }

    @Test func aSlidersValueLabelsSitAtItsEnds() throws {
        let rendering = try render(Slider(value: .constant(0.5), in: 0...1, label: { Text("Text size") },
                                          minimumValueLabel: { Text("A") }, maximumValueLabel: { Text("Z") }))
        let track = try #require(elements(rendering, role: "sliderTrack").first).frame
        let a = try #require(textFrame(rendering, "A")), z = try #require(textFrame(rendering, "Z"))
        #expect(abs(track.minX - a.maxX - SliderMetrics.valueLabelSpacing) < 1e-9)
        #expect(abs(z.minX - track.maxX - SliderMetrics.valueLabelSpacing) < 1e-9)
        #expect(transcript(rendering) == ["Text size, 50%, adjustable"])
    }

    @Test func aProgressViewWithoutAValueIsASpinner() throws {
        let rendering = try render(ProgressView())
        let spinner = try #require(elements(rendering, role: "spinner").first).frame
        #expect(spinner.size == Size(width: 20, height: 20))
        #expect(colors(rendering, in: spinner).contains(resolved(.gray)))
        #expect(transcript(rendering) == ["In progress"])
        let large = try render(ProgressView().controlSize(.large))
        #expect(try #require(elements(large, role: "spinner").first).frame.width == ProgressMetrics.largeSpinnerSide)
        let labelled = try render(ProgressView("Loading results"))
        let label = try #require(textFrame(labelled, "Loading results"))
        let labelledSpinner = try #require(elements(labelled, role: "spinner").first).frame
        #expect(abs(label.minY - labelledSpinner.maxY - ProgressMetrics.spinnerToLabel) < 1e-9)
        #expect(transcript(labelled) == ["Loading results"])
        // A circular style draws a spinner even with a value, as iOS does.
        #expect(elements(try render(ProgressView(value: 0.5).progressViewStyle(.circular)), role: "spinner").count == 1)
    }

    @Test func aProgressViewWithAValueIsABarFilledToIt() throws {
        let rendering = try render(ProgressView(value: 0.25) { Text("Uploading") } currentValueLabel: { Text("25%") })
        let bar = try #require(elements(rendering, role: "progressBar").first).frame
        #expect(bar.width == 350 && bar.height == ProgressMetrics.barHeight)
        #expect(pixel(rendering, bar.minX + 0.2 * bar.width, bar.midY) == accent)
        #expect(near(pixel(rendering, bar.minX + 0.3 * bar.width, bar.midY), over(resolved(SystemColors.fill), .white)))
        let label = try #require(textFrame(rendering, "Uploading")), value = try #require(textFrame(rendering, "25%"))
        #expect(label.maxY <= bar.minY && value.minY >= bar.maxY)
        #expect(transcript(rendering) == ["Uploading, 25%"])
        #expect(transcript(try render(ProgressView("Steps", value: 3.0, total: 4))) == ["Steps, 75%"])
    }
}

/// DisclosureGroup, ContentUnavailableView and LabeledContent.
@Suite struct ContentControlTests {
    @Test func aDisclosureGroupShowsItsContentOnlyWhenExpanded() throws {
        let collapsed = try renderForTest(DisclosureGroup("Side effects") { Text("Headache") })
        #expect(texts(collapsed) == ["Side effects"])
        #expect(transcript(collapsed) == ["Side effects, collapsed, button"])
        let expanded = try renderForTest(DisclosureGroup("Side effects", isExpanded: .constant(true)) { Text("Headache") })
        #expect(texts(expanded) == ["Side effects", "Headache"])
        #expect(transcript(expanded) == ["Side effects, expanded, button", "Headache"])
        let header = try #require(elements(expanded, role: "disclosureHeader").first).frame
        #expect(try #require(textFrame(expanded, "Headache")).minY >= header.maxY)
        // The chevron is in the tint at the trailing end, pointing down when expanded.
        let chevron = try #require(elements(expanded, role: "glyph").first).frame
        #expect(chevron.width > chevron.height && abs(chevron.maxX - 390) < 1e-9)
        #expect(colors(expanded, in: chevron).contains(resolved(.accentColor)))
    }

    @Test func inAListEachPartOfADisclosureGroupIsARow() throws {
        let rendering = try renderForTest(List {
            DisclosureGroup("Medicines", isExpanded: .constant(true)) {
                Text("Amoxicillin")
                Text("Salbutamol")
            }
        })
        let header = try #require(elements(rendering, role: "disclosureHeader").first).frame
        let frames = [header] + ["Amoxicillin", "Salbutamol"].compactMap { textFrame(rendering, $0) }
        // Each is the content of a row of its own: rows are 52 points tall at `.large` (iOS 26's least
        // row height, Fidelity.md row 90).
        #expect(frames.count == 3 && frames[1].minY - frames[0].minY == 52 && frames[2].minY - frames[1].minY == 52)
    }

    @Test func aContentUnavailableViewCentresItsIconTitleAndDescription() throws {
        let rendering = try renderForTest(
            ContentUnavailableView("No messages", systemImage: "envelope", description: Text("Messages from your GP will appear here."))
                .frame(height: 500))
        let icon = try #require(elements(rendering, role: "icon").first).frame
        let title = try #require(textFrame(rendering, "No messages"))
        let description = try #require(textFrame(rendering, "Messages from your GP will appear here."))
        #expect(icon.maxY < title.minY && title.maxY < description.minY)
        #expect(abs(icon.midX - 195) < 1e-9 && abs(title.midX - 195) < 1e-9)
        #expect(abs((icon.minY + description.maxY) / 2 - 250) < 1e-9)
        #expect(colors(rendering, in: icon).contains(over(resolved(.secondary), .white)))
        #expect(transcript(rendering) == ["(hidden) envelope, image", "No messages", "Messages from your GP will appear here."])
    }

    @Test func aContentUnavailableViewTakesActions() throws {
        let rendering = try renderForTest(ContentUnavailableView {
            Label("No appointments", systemImage: "calendar")
        } description: {
            Text("Book one with your GP surgery.")
        } actions: {
            Button("Book an appointment") {}
        })
        #expect(texts(rendering) == ["No appointments", "Book one with your GP surgery.", "Book an appointment"])
        #expect(transcript(rendering).last == "Book an appointment, button")
    }

    @Test func theSearchFormsSayThereAreNoResults() throws {
        #expect(texts(try renderForTest(ContentUnavailableView.search)) == ["No Results", "Check the spelling or try a new search."])
        #expect(texts(try renderForTest(ContentUnavailableView.search(text: "asthma"))).first == "No Results for \u{201C}asthma\u{201D}")
    }

    @Test func labeledContentIsTheLabelAndTheValueTrailingInSecondary() throws {
        let rendering = try renderForTest(Form { LabeledContent("NHS number", value: "485 777 3456") })
        let label = try #require(textFrame(rendering, "NHS number"))
        let value = try #require(textFrame(rendering, "485 777 3456"))
        #expect(label.maxX < value.minX && abs(value.maxX - (390 - 32)) < 1e-6)
        #expect(colors(rendering, in: value).contains(over(resolved(.secondary), .white)))
        #expect(transcript(rendering) == ["NHS number, 485 777 3456"])
    }
}
