import Raster
import Testing
@testable import SnapUI

@Suite struct ControlGroupTests {
    private func render<V: View>(_ view: V, name: String, width: Double = 390, scheme: ColorScheme = .light) throws -> Rendering {
        let rendering = try renderForTest(view, width: width, scheme: scheme)
        try writePaintImageForLooking(rendering.image, name)
        return rendering
    }

    private func group() -> some View {
        ControlGroup {
            Button("Call", systemImage: "phone") {}
            Button("Message", systemImage: "message") {}
            Button("Directions", systemImage: "map") {}
        } label: {
            Text("Contact the surgery")
        }
    }

    @Test func byItselfItsButtonsAreEqualSegmentsOfOneCapsule() throws {
        let rendering = try render(VStack { group() }.padding(16), name: "control-group")
        let frame = try #require(elements(rendering, role: "controlGroup").first?.frame)
        #expect(frame.width == 390 - 32)
        let call = try #require(textFrame(rendering, "Call")), message = try #require(textFrame(rendering, "Message"))
        let directions = try #require(textFrame(rendering, "Directions"))
        // Each label sits in the middle of its third, in the tint, on the fill.
        let third = frame.width / 3
        for (index, text) in [call, message, directions].enumerated() {
            #expect(abs(text.midY - frame.midY) < 1)
            #expect(text.minX > frame.minX + third * Double(index) && text.maxX < frame.minX + third * Double(index + 1))
            #expect(colors(rendering, in: text).contains(resolved(.accentColor)))
        }
        // As tall as a regular bordered button, on tertiarySystemFill.
        let button = try #require(rendering.accessibility.first { $0.label == "Message" }?.frame)
        #expect(abs(frame.height - (button.height + 2 * ControlGroupMetrics.verticalPadding)) < 1e-9 && button.height >= message.height)
        #expect(near(pixel(rendering, frame.minX + third / 2, frame.minY + 2), over(resolved(SystemColors.tertiaryFill), .white)))
        // A separator between segments, none outside the capsule's ends.
        #expect(colors(rendering, in: Rect(x: frame.minX + third - 1, y: frame.midY - 10, width: 2, height: 20)).contains {
            near($0, over(resolved(SystemColors.separator), over(resolved(SystemColors.tertiaryFill), .white)), within: 30)
        })
        #expect(transcript(rendering).filter { !$0.hasPrefix("(hidden)") }
                == ["Contact the surgery, container", "Call, button", "Message, button", "Directions, button"])
    }

    @Test func theMenuStylesShowTheLabelAsAClosedMenu() throws {
        let rendering = try render(VStack { group().controlGroupStyle(.menu) }.padding(16), name: "control-group-menu")
        #expect(texts(rendering) == ["Contact the surgery"])
        #expect(elements(rendering, role: "controlGroup").isEmpty)
    }

    @Test func inAToolbarItemItsButtonsSitSideBySideWithNoFillOfTheirOwn() throws {
        let rendering = try render(VStack { group() }.environment(\.isInToolbarItem, true).labelStyle(.iconOnly).padding(16),
                                   name: "control-group-in-toolbar-item")
        #expect(elements(rendering, role: "controlGroup").isEmpty)
        let icons = rendering.accessibility.filter { $0.traits.contains(.isButton) }.map(\.frame)
        #expect(icons.count == 3)
        #expect(abs(icons[1].minX - icons[0].maxX - ControlGroupMetrics.toolbarSpacing) < 1e-9 && icons[0].midY == icons[1].midY)
        #expect(!colors(rendering, in: icons[0].union(icons[2])).contains(over(resolved(SystemColors.tertiaryFill), .white)))
    }

    @Test func inAToolbarItsButtonsShareOneGlassCapsule() throws {
        let rendering = try render(NavigationStack {
            Text("Surgery").navigationTitle("Surgery").toolbar {
                ToolbarItem(placement: .topBarTrailing) {
                    ControlGroup {
                        Button("Call", systemImage: "phone") {}
                        Button("Message", systemImage: "message") {}
                    }
                }
            }
        }, name: "control-group-toolbar")
        let item = try #require(elements(rendering, role: "toolbarItem").first?.frame)
        let group = try #require(elements(rendering, role: "controlGroup").first?.frame)
        // Known gap: the toolbar (Navigation/Toolbar.swift, not this change's) backs an item without
        // text with a symbol's circle, so the group overflows it; and it is to set
        // `isInToolbarItem` so the group draws no fill of its own.
        withKnownIssue("a toolbar item holding several symbols is backed by one symbol's circle") {
            #expect(item.intersection(group) == group)
        }
    }
}
