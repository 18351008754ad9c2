import Raster
import Testing
@testable import SnapUI

private enum Flavour: String, CaseIterable, Identifiable {
    case vanilla, chocolate, strawberry
    var id: Self { self }
}

@Suite struct PickerTests {
    private let accent = resolved(.accentColor)

    private func picker(_ selection: Flavour = .chocolate) -> some View {
        Picker("Flavour", selection: .constant(selection)) {
            ForEach(Flavour.allCases) { Text($0.rawValue.capitalized) }
        }
    }

    private func render<V: View>(_ view: V, scheme: ColorScheme = .light) throws -> Rendering {
        try renderForTest(VStack(alignment: .leading) { view }.padding(20), scheme: scheme)
    }

    @Test func aMenuPickerShowsItsSelectionInTheTint() throws {
        let rendering = try render(picker())
        #expect(texts(rendering) == ["Chocolate"])
        #expect(colors(rendering, in: try #require(textFrame(rendering, "Chocolate"))).contains(accent))
        #expect(elements(rendering, role: "glyph").count == 1)
        #expect(transcript(rendering) == ["Flavour, Chocolate, button"])
    }

    @Test func explicitTagsChooseTheSelectionAndNoMatchShowsNone() throws {
        let tagged = try render(Picker("Size", selection: .constant(2)) {
            Text("Small").tag(1)
            Text("Large").tag(2)
        })
        #expect(texts(tagged) == ["Large"])
        let unmatched = try render(Picker("Size", selection: .constant(3)) { Text("Small").tag(1) })
        #expect(texts(unmatched).isEmpty)
        // An optional selection matches the tags of its values.
        let optional = try render(Picker("Flavour", selection: .constant(Flavour?.some(.vanilla))) {
            ForEach(Flavour.allCases) { Text($0.rawValue).tag(Optional($0)) }
        })
        #expect(texts(optional) == ["vanilla"])
    }

    @Test func inAFormTheAutomaticPickerIsARowShowingTheLabelAndTheSelection() throws {
        let rendering = try renderForTest(Form { picker() })
        let label = try #require(textFrame(rendering, "Flavour"))
        let value = try #require(textFrame(rendering, "Chocolate"))
        #expect(label.maxX < value.minX)
        // The selection sits at the trailing end of the row (16-point margins, 16-point row insets).
        let glyph = try #require(elements(rendering, role: "glyph").first).frame
        #expect(abs(glyph.maxX - (390 - 32)) < 1e-6)
        #expect(!colors(rendering, in: value).contains(accent))
        #expect(colors(rendering, in: value).contains(over(resolved(.secondary), .white)))
        #expect(transcript(rendering) == ["Flavour, Chocolate, button"])
    }

    @Test func atAccessibilitySizesAPickerRowStacksItsSelectionUnderItsLabel() throws {
        let rendering = try renderForTest(Form { picker() }, size: .accessibility3)
        let label = try #require(textFrame(rendering, "Flavour"))
        let value = try #require(textFrame(rendering, "Chocolate"))
        #expect(value.minY >= label.maxY && abs(value.minX - label.minX) < 1e-9)
    }

    @Test func aNavigationLinkPickerEndsInAChevron() throws {
        let rendering = try renderForTest(Form { picker().pickerStyle(.navigationLink) })
        #expect(texts(rendering) == ["Flavour", "Chocolate"])
        #expect(transcript(rendering) == ["Flavour, Chocolate, button"])
        // Its chevron ends where a navigation link's does, 2.33 points inside the row's content.
        let link = try renderForTest(Form { NavigationLink("Flavour") { Text("Chocolate") } })
        let chevron = try #require(elements(rendering, role: "glyph").first).frame
        let linkChevron = try #require(elements(link, role: "glyph").first).frame
        #expect(abs(chevron.maxX - linkChevron.maxX) < 1e-9)
    }

    @Test(arguments: ColorScheme.allCases) func aSegmentedPickerRaisesTheSelectedSegment(scheme: ColorScheme) throws {
        let rendering = try render(picker().pickerStyle(.segmented), scheme: scheme)
        let control = try #require(elements(rendering, role: "segmentedPicker").first).frame
        #expect(control.height == PickerMetrics.segmentedHeight && control.width == 350)
        let segments = elements(rendering, role: "segment").map(\.frame)
        let selected = try #require(elements(rendering, role: "selectedSegment").first).frame
        #expect(segments.count == 2)
        // Three equal segments, the middle one selected.
        #expect(abs(selected.width - segments[0].width) < 1e-9 && selected.minX > segments[0].maxX - 1e-9)
        let background: RGBA = scheme == .light ? .white : .black
        let track = over(resolved(SystemColors.tertiaryFill, scheme), background)
        // Beside the text, the selected segment shows its knob, the others the track.
        #expect(pixel(rendering, selected.minX + 6, selected.midY) == resolved(SystemColors.selectedSegment, scheme))
        #expect(near(pixel(rendering, segments[0].minX + 6, segments[0].midY), track))
        #expect(transcript(rendering) == ["Flavour, container", "Vanilla, button", "Chocolate, button, selected", "Strawberry, button"])
    }

    @Test func anInlinePickerInAFormIsRowsWithACheckmarkOnTheSelection() throws {
        let rendering = try renderForTest(Form { picker(.strawberry).pickerStyle(.inline) })
        let rows = elements(rendering, role: "pickerOption")
        #expect(rows.count == 3)
        let marks = elements(rendering, role: "glyph")
        #expect(marks.count == 1)
        let mark = try #require(marks.first).frame
        #expect(mark.minY >= rows[2].frame.minY && mark.maxY <= rows[2].frame.maxY)
        #expect(colors(rendering, in: mark).contains(accent))
        #expect(transcript(rendering) == ["Vanilla, button", "Chocolate, button", "Strawberry, button, selected"])
    }

    @Test func aWheelPickerCentresItsSelectionOnTheBand() throws {
        for view in [AnyView(picker().pickerStyle(.wheel)), AnyView(picker().pickerStyle(.inline))] {
            let rendering = try render(view)
            let wheel = try #require(elements(rendering, role: "wheel").first).frame
            #expect(wheel.height == WheelMetrics.height)
            let selected = try #require(textFrame(rendering, "Chocolate"))
            #expect(abs(selected.midY - wheel.midY) < 1e-9)
            let above = try #require(textFrame(rendering, "Vanilla"))
            #expect(abs(selected.midY - above.midY - WheelMetrics.rowHeight) < 1e-9)
            // The band behind the selection is grey; the selection is drawn fully, its neighbour faded.
            #expect(near(pixel(rendering, wheel.minX + 10, wheel.midY), over(resolved(SystemColors.tertiaryFill), .white)))
            #expect(colors(rendering, in: selected).contains(.black))
            #expect(!colors(rendering, in: above).contains(.black))
            #expect(transcript(rendering) == ["Flavour, Chocolate, adjustable"])
        }
    }
}
