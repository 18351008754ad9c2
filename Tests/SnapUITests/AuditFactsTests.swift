import AccessibilityAudit
import Raster
import SnapTestSupport
import SnapUI
import Testing

/// The audit over views as SnapUI draws them: for each rule, a view that breaks it and one that
/// keeps it, so the facts SnapUI gives (text runs, colours, frames, clips, control edges,
/// containers, symbols) are the ones the rule needs.
@Suite struct AuditFactsTests {
    /// The ids of the rules `rules` find broken in `view`, drawn 200 points wide on white.
    func broken<V: View>(_ view: V, width: Double = 200, rules: [AuditRule] = AuditRule.standard) throws -> [String] {
        let rendering = try render(view, options: RenderOptions(width: width, scale: 1))
        return Audit.run(rendering.auditSubject(), rules: rules).map(\.rule)
    }

    func findings<V: View>(_ view: V, width: Double = 200) throws -> [AuditFinding] {
        try Audit.run(render(view, options: RenderOptions(width: width, scale: 1)).auditSubject())
    }

    @Test func textContrastReadsTheRunsColourAndThePixelsBehindIt() throws {
        #expect(try broken(Text("Hello").foregroundStyle(Color(hex: "#767676"))) == [])
        let pale = try findings(Text("Hello").foregroundStyle(Color(hex: "#949494")))
        #expect(pale.map(\.figure) == ["3.03:1 (#949494 on #ffffff), needs 4.50:1"])
        // The same grey is large text at 18 points, and at 14 points bold.
        #expect(try broken(Text("Hello").font(.system(size: 18)).foregroundStyle(Color(hex: "#949494"))) == [])
        #expect(try broken(Text("Hello").font(.system(size: 14, weight: .bold)).foregroundStyle(Color(hex: "#949494"))) == [])
        // Passing grey on white fails on the grey the text is actually drawn over.
        #expect(try findings(Text("Hello").foregroundStyle(Color(hex: "#767676")).padding().background(Color(hex: "#dddddd")))
            .map(\.figure) == ["3.34:1 (#767676 on #dddddd), needs 4.50:1"])
        // Opacity fades the text as drawn.
        #expect(try broken(Text("Hello").foregroundStyle(Color(hex: "#767676")).opacity(0.6)) == ["text-contrast"])
    }

    @Test func nonTextContrastOfAButtonsBorderAndAnOffSwitch() throws {
        func outlined(_ hex: String) -> some View {
            Button {} label: {
                Text("Continue").frame(width: 120, height: 44).overlay(RoundedRectangle(cornerRadius: 8).stroke(Color(hex: hex), lineWidth: 2))
            }.buttonStyle(.plain).padding(10)
        }
        #expect(try broken(outlined("#cccccc")) == ["non-text-contrast"])
        #expect(try broken(outlined("#767676")) == [])
        let off = try findings(Toggle("Wi-Fi", isOn: .constant(false)))
        #expect(off.map(\.rule) == ["non-text-contrast", "target-size"])
        #expect(off.first?.element == "\"Wi-Fi\"")
        #expect(try findings(Toggle("Wi-Fi", isOn: .constant(true)).tint(Color(hex: "#005eb8"))).map(\.rule) == ["target-size"])
    }

    @Test func targetsOfButtons() throws {
        let small = try findings(Button("Go") {}.buttonStyle(.plain))
        #expect(small.map(\.rule) == ["target-size"])
        #expect(try broken(Button {} label: { Text("Go").frame(minWidth: 44, minHeight: 44) }.buttonStyle(.plain)) == [])
    }

    @Test func truncatedText() throws {
        let long = "A sentence far too long for a narrow column"
        #expect(try broken(Text(long).lineLimit(1).frame(width: 80)) == ["text-truncated"])
        #expect(try broken(Text(long).frame(width: 80)) == [])
    }

    @Test func clippedAndOffScreenText() throws {
        let clipped = try findings(Text("Hello world").fixedSize().frame(width: 30).clipped().frame(width: 100))
        #expect(clipped.map(\.figure) == ["clipped by its container"])
        let off = try findings(Text("A line wider than the screen it is on").fixedSize(), width: 100)
        #expect(off.map(\.figure) == ["runs off the screen"])
        #expect(try broken(Text("Hello world").frame(width: 100).clipped()) == [])
    }

    @Test func overlappingText() throws {
        #expect(try broken(ZStack { Text("Hello"); Text("World") }) == ["text-overlap"])
        #expect(try broken(VStack { Text("Hello"); Text("World") }) == [])
        // A link is a run of its own colour in the same text: not a second text over the first.
        let link = Text("Go to [111.nhs.uk](https://111.nhs.uk) or call **111**.").frame(width: 150)
        #expect(try broken(link, rules: [.textOverlap]) == [])
    }

    @Test func iconButtonsAndDecorativeIcons() throws {
        #expect(try broken(Button {} label: { Image(systemName: "xmark").frame(width: 44, height: 44) }) == ["symbol-name"])
        #expect(try broken(Button {} label: { Image(systemName: "xmark").frame(width: 44, height: 44) }.accessibilityLabel("Close")) == [])
        #expect(try broken(Image(systemName: "star")) == ["symbol-name"])
        #expect(try broken(Image(systemName: "star").accessibilityHidden(true)) == [])
        #expect(try broken(Button {} label: { Color.red.frame(width: 44, height: 44) }) == ["label"])
    }

    @Test func oneHeading() throws {
        let two = VStack { Text("Messages").accessibilityAddTraits(.isHeader); Text("Inbox").accessibilityAddTraits(.isHeader) }
        #expect(try broken(two) == ["heading"])
        #expect(try broken(VStack { Text("Messages").accessibilityAddTraits(.isHeader); Text("Inbox") }) == [])
    }

    @Test func togglesReadTheirState() throws {
        #expect(try broken(Toggle("Wi-Fi", isOn: .constant(true)), rules: [.toggleState]) == [])
        let silent = Text("Wi-Fi").frame(width: 100, height: 44).accessibilityElement(children: .combine).accessibilityAddTraits(.isToggle)
        #expect(try broken(silent) == ["toggle-state"])
    }

    @Test func labelledContainers() throws {
        let rules = [AuditRule.labelledContainer(roles: ["menu"])]
        let items = VStack { Text("Prescriptions"); Text("Appointments") }
        #expect(try broken(items.layoutRole("menu"), rules: rules) == ["labelled-container"])
        #expect(try broken(items.accessibilityElement(children: .contain).accessibilityLabel("Services").layoutRole("menu"), rules: rules) == [])
    }

    @Test func aCollapsedLargeTitleMayTruncateButOtherTextMayNot() throws {
        let long = "Negeseuon wedi’u dileu gan wasanaethau iechyd a gofal"
        func screen(_ title: String, truncatedRow: Bool) -> some View {
            NavigationStack {
                ScrollView {
                    Text(title).font(.largeTitle).navigationLargeTitle()
                    ForEach(0..<12) { Text("Paragraph \($0) of a long screen") }
                    if truncatedRow { Text("A row that is cut short at this width").lineLimit(1) }
                }
                .navigationTitle(title)
                .navigationBarTitleDisplayMode(.large)
            }
        }
        let options = RenderOptions(width: 320, scale: 1, dynamicTypeSize: .xxxLarge, scrollOffset: 300)
        let collapsed = try render(screen(long, truncatedRow: false), options: options)
        // The bar's copy of the scrolled-away large title is cut short, and that is allowed.
        let bar = try #require(collapsed.auditSubject().texts.first { $0.text == long && $0.isTruncated })
        #expect(bar.mayTruncate)
        #expect(Audit.run(collapsed.auditSubject(), rules: [.textTruncated]).isEmpty)
        let row = try render(screen(long, truncatedRow: true), options: options)
        #expect(Audit.run(row.auditSubject(), rules: [.textTruncated]).map(\.element) == ["text \"A row that is cut short at this width\""])
    }

    @Test func smallTargetsTooCloseTogether() throws {
        func pair(spacing: Double) -> some View {
            HStack(spacing: spacing) {
                Button {} label: { Color.red.frame(width: 16, height: 16) }.accessibilityLabel("A")
                Button {} label: { Color.red.frame(width: 16, height: 16) }.accessibilityLabel("B")
            }
        }
        #expect(try broken(pair(spacing: 2), rules: [.targetSpacing]) == ["target-spacing", "target-spacing"])
        #expect(try broken(pair(spacing: 10), rules: [.targetSpacing]) == [])
    }

    @Test func aScreenNeedsAHeadingWhenTheRuleIsAsked() throws {
        func subject<V: View>(_ view: V) throws -> AuditSubject {
            try render(view, options: RenderOptions(width: 200, scale: 1, minimumHeight: 400)).auditSubject(isScreen: true)
        }
        #expect(Audit.run(try subject(Text("Body")), rules: [.screenHeading]).map(\.figure) == ["no heading"])
        #expect(Audit.run(try subject(NavigationStack { Text("Body").navigationTitle("Messages") }), rules: [.screenHeading]).isEmpty)
    }
}
