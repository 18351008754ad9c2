import Raster
import Testing
@testable import SnapUI

/// A style of one's own that reports what its configuration holds.
private struct ReportingButtonStyle: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        HStack {
            configuration.label
            Text(configuration.isPressed ? "pressed" : "at rest")
            Text(configuration.role == .destructive ? "destructive" : "no role")
        }
    }
}

/// A primitive style that wraps the button its configuration makes in a border.
private struct OutlinedButtonStyle: PrimitiveButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        Button(configuration).padding(4).overlay { Rectangle().strokeBorder(.black, lineWidth: 1) }
    }
}

@Suite struct ButtonTests {
    private let red = resolved(.red)
    private let accent = resolved(.accentColor)

    /// `view` rendered at its own size, 20 points in from the top leading corner.
    private func render<V: View>(_ view: V, scheme: ColorScheme = .light, size: DynamicTypeSize = .large) throws -> Rendering {
        try renderForTest(VStack(alignment: .leading) { view }.padding(20), size: size, scheme: scheme)
    }

    @Test func aDestructiveButtonIsRedAndOthersTakeTheTint() throws {
        let destructive = try render(Button("Delete", role: .destructive) {})
        let frame = try #require(textFrame(destructive, "Delete"))
        #expect(colors(destructive, in: frame).contains(red))
        #expect(!colors(destructive, in: frame).contains(accent))
        let plain = try render(Button("Book") {})
        #expect(colors(plain, in: try #require(textFrame(plain, "Book"))).contains(accent))
        let tinted = try render(Button("Book") {}.tint(.green))
        #expect(colors(tinted, in: try #require(textFrame(tinted, "Book"))).contains(resolved(.green)))
    }

    @Test func thePlainStyleLeavesTheLabelInTheTextColour() throws {
        let rendering = try render(Button("Book") {}.buttonStyle(.plain))
        let found = colors(rendering, in: try #require(textFrame(rendering, "Book")))
        #expect(found.contains(.black) && !found.contains(accent))
    }

    @Test(arguments: ColorScheme.allCases) func aProminentButtonIsFilledWithTheTintUnderWhiteText(scheme: ColorScheme) throws {
        for (view, fill) in [(AnyView(Button("Continue") {}.buttonStyle(.borderedProminent)), resolved(.accentColor, scheme)),
                             (AnyView(Button("Continue") {}.buttonStyle(.borderedProminent).tint(.green)), resolved(.green, scheme)),
                             (AnyView(Button("Delete", role: .destructive) {}.buttonStyle(.borderedProminent)), resolved(.red, scheme))] {
            let rendering = try render(view, scheme: scheme)
            let button = try #require(elements(rendering, role: "buttonFill").first).frame
            let text = try #require(textFrame(rendering, texts(rendering)[0]))
            // At the capsule's end, before the text: the fill; inside the text: white.
            #expect(pixel(rendering, button.minX + 6, button.midY) == fill)
            #expect(colors(rendering, in: text).contains(.white))
        }
    }

    @Test func aBorderedButtonIsALightFillOfTheTintOrGrey() throws {
        let grey = try render(Button("Share") {}.buttonStyle(.bordered))
        let frame = try #require(elements(grey, role: "buttonFill").first).frame
        // secondarySystemFill, as iOS fills an untinted bordered button (Fidelity.md row 67): #E9E9EB over white.
        #expect(near(pixel(grey, frame.minX + 6, frame.midY), over(resolved(SystemColors.secondaryFill), .white)))
        #expect(colors(grey, in: try #require(textFrame(grey, "Share"))).contains(accent))
        let destructive = try render(Button("Remove", role: .destructive) {}.buttonStyle(.bordered))
        let red = try #require(elements(destructive, role: "buttonFill").first).frame
        #expect(near(pixel(destructive, red.minX + 6, red.midY), over(resolved(Color.red.opacity(0.15)), .white)))
    }

    @Test func borderedButtonsArePaddedByControlSize() throws {
        func size(_ controlSize: ControlSize) throws -> (fill: Rect, text: Rect) {
            let rendering = try render(Button("Share") {}.buttonStyle(.bordered).controlSize(controlSize))
            return (try #require(elements(rendering, role: "buttonFill").first).frame, try #require(textFrame(rendering, "Share")))
        }
        for controlSize in ControlSize.allCases {
            let (fill, text) = try size(controlSize)
            let insets = BorderedButtonMetrics.insets(controlSize)
            #expect(abs(fill.height - text.height - insets.vertical) < 1e-9, "\(controlSize)")
            #expect(abs(fill.width - text.width - insets.horizontal) < 1e-9, "\(controlSize)")
        }
        // Regular is 7 above and below, 12 either side; large 14 and 20; small text is smaller.
        let regular = try size(.regular), large = try size(.large), small = try size(.small)
        #expect(abs(regular.fill.height - regular.text.height - 14) < 1e-9 && abs(large.fill.height - large.text.height - 28) < 1e-9)
        #expect(small.text.height < regular.text.height)
    }

    @Test func theBorderShapeIsACapsuleUnlessSetOtherwise() throws {
        let capsule = try render(Button("Continue") {}.buttonStyle(.borderedProminent))
        let frame = try #require(elements(capsule, role: "buttonFill").first).frame
        // A capsule leaves the corners of its frame unpainted; a rounded rectangle of 8 paints 3 points in.
        #expect(pixel(capsule, frame.minX + 3, frame.minY + 3) == .white)
        let rounded = try render(Button("Continue") {}.buttonStyle(.borderedProminent).buttonBorderShape(.roundedRectangle))
        let roundedFrame = try #require(elements(rounded, role: "buttonFill").first).frame
        #expect(pixel(rounded, roundedFrame.minX + 3, roundedFrame.minY + 3) == accent)
        #expect(pixel(rounded, roundedFrame.minX + 0.5, roundedFrame.minY + 0.5) == .white)
        let circle = try render(Button(action: {}) { Image(systemName: "plus") }.buttonStyle(.bordered).buttonBorderShape(.circle))
        let circleFrame = try #require(elements(circle, role: "buttonFill").first).frame
        #expect(circleFrame.width == circleFrame.height)
    }

    @Test func aDisabledButtonGreysAndIsReadDimmed() throws {
        let rendering = try render(Button("Continue") {}.buttonStyle(.borderedProminent).disabled(true))
        let frame = try #require(elements(rendering, role: "buttonFill").first).frame
        #expect(near(pixel(rendering, frame.minX + 6, frame.midY), over(resolved(SystemColors.tertiaryFill), .white)))
        #expect(!colors(rendering, in: frame).contains(accent))
        #expect(transcript(rendering) == ["Continue, button, dimmed"])
    }

    @Test func aButtonStyleOfOnesOwnDrawsTheLabelAtRestUntinted() throws {
        let rendering = try render(Button("Delete", role: .destructive) {}.buttonStyle(ReportingButtonStyle()))
        #expect(texts(rendering) == ["Delete", "at rest", "destructive"])
        #expect(!colors(rendering, in: try #require(textFrame(rendering, "Delete"))).contains(red))
        #expect(transcript(rendering) == ["Delete, at rest, destructive, button"])
    }

    @Test func aPrimitiveStyleDrawsTheButtonItsConfigurationMakesInTheAutomaticStyle() throws {
        var tapped = false
        let button = Button("Book") { tapped = true }
        let rendering = try render(button.buttonStyle(OutlinedButtonStyle()))
        #expect(colors(rendering, in: try #require(textFrame(rendering, "Book"))).contains(accent))
        #expect(transcript(rendering) == ["Book, button"])
        PrimitiveButtonStyleConfiguration(role: nil, label: .init(Text("x")), action: { tapped = true }).trigger()
        #expect(tapped)
    }

    @Test func buttonsWithSymbolsAndRolesReadAsButtons() throws {
        let share = try render(Button("Share", systemImage: "square.and.arrow.up") {})
        let icon = try #require(elements(share, role: "icon").first).frame
        let title = try #require(textFrame(share, "Share"))
        #expect(icon.maxX <= title.minX)
        #expect(transcript(share).first == "Share, button")
        #expect(transcript(try render(Button(role: .close) {})) == ["Close, button"])
        #expect(transcript(try render(Button(role: .confirm) {})) == ["Done, button"])
    }
}

@Suite struct LabelLinkMenuTests {
    private let accent = resolved(.accentColor)

    @Test func aLabelIsItsIconThenItsTitleAndReadsAsTheTitle() throws {
        let rendering = try renderForTest(Label("Settings", systemImage: "gearshape"))
        let icon = try #require(elements(rendering, role: "icon").first).frame
        let title = try #require(textFrame(rendering, "Settings"))
        #expect(abs(title.minX - icon.maxX - LabelMetrics.iconToTitle) < 1e-9)
        #expect(transcript(rendering) == ["(hidden) gearshape, image", "Settings"])
    }

    @Test func labelStylesShowTheIconOrTheTitleAlone() throws {
        let iconOnly = try renderForTest(Label("Settings", systemImage: "gearshape").labelStyle(.iconOnly))
        #expect(texts(iconOnly).isEmpty && elements(iconOnly, role: "icon").count == 1)
        #expect(transcript(iconOnly) == ["Settings"])
        let titleOnly = try renderForTest(Label("Settings", systemImage: "gearshape").labelStyle(.titleOnly))
        #expect(texts(titleOnly) == ["Settings"] && elements(titleOnly, role: "icon").isEmpty)
        let both = try renderForTest(VStack { Label("A", systemImage: "bell") }.labelStyle(.titleAndIcon))
        #expect(texts(both) == ["A"] && elements(both, role: "icon").count == 1)
    }

    @Test func inAListALabelsIconTakesTheTint() throws {
        let listed = try renderForTest(List { Label("Settings", systemImage: "gearshape") })
        let icon = try #require(elements(listed, role: "icon").first).frame
        #expect(colors(listed, in: icon).contains(accent))
        let loose = try renderForTest(Label("Settings", systemImage: "gearshape"))
        #expect(!colors(loose, in: try #require(elements(loose, role: "icon").first).frame).contains(accent))
    }

    @Test func aLinkIsTintedTextReadAsALink() throws {
        let url = try #require(URL(string: "https://www.nhs.uk"))
        let rendering = try renderForTest(Link("NHS website", destination: url))
        #expect(colors(rendering, in: try #require(textFrame(rendering, "NHS website"))).contains(accent))
        #expect(transcript(rendering) == ["NHS website, link"])
    }

    @Test func aLinkTakesTheButtonStyleAsIOSDraws() throws {
        let url = try #require(URL(string: "tel:01134960000"))
        let prominent = try renderForTest(Link("Call", destination: url).buttonStyle(.borderedProminent))
        let fill = try #require(elements(prominent, role: "buttonFill").first).frame
        #expect(pixel(prominent, fill.minX + 6, fill.midY) == resolved(.accentColor))
        #expect(colors(prominent, in: try #require(textFrame(prominent, "Call"))).contains(.white))
        #expect(transcript(prominent) == ["Call, link"])
        let plain = try renderForTest(Link("Call", destination: url).buttonStyle(.plain))
        #expect(!colors(plain, in: try #require(textFrame(plain, "Call"))).contains(accent))
    }

    @Test func aMenuDrawsAsItsLabelInTheTint() throws {
        let rendering = try renderForTest(Menu("Options") { Button("Share") {}; Button("Delete", role: .destructive) {} })
        #expect(texts(rendering) == ["Options"])
        #expect(colors(rendering, in: try #require(textFrame(rendering, "Options"))).contains(accent))
        #expect(transcript(rendering) == ["Options, button"])
        let symbol = try renderForTest(Menu("Sort", systemImage: "line.3.horizontal.decrease") { Button("Date") {} })
        #expect(texts(symbol) == ["Sort"] && elements(symbol, role: "icon").count == 1)
    }
}
