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

    @Test(arguments: [ColorScheme.light, .dark])
    func inAToolbarItsButtonsShareOneGlassCapsule(scheme: ColorScheme) throws {
        let rendering = try render(NavigationStack {
            Text("Surgery").navigationTitle("Surgery").toolbar {
                ToolbarItem(placement: .topBarTrailing) {
                    ControlGroup {
                        Button("Call", systemImage: "phone") {}
                        Button("Message", systemImage: "message") {}
                    }
                }
            }
        }, name: "control-group-toolbar-\(scheme)", scheme: scheme)
        let item = try #require(elements(rendering, role: "toolbarItem").first?.frame)
        let icons = elements(rendering, role: "icon").map(\.frame)
        try #require(icons.count == 2)
        // One capsule, 44 points tall, around both symbols (not a symbol's circle), the group's padding
        // at its ends, and no fill of the group's own.
        #expect(elements(rendering, role: "controlGroup").isEmpty)
        #expect(item.height == NavigationBarMetrics.itemHeight)
        #expect(icons.allSatisfy { $0.minX > item.minX && $0.maxX < item.maxX && $0.minY > item.minY && $0.maxY < item.maxY })
        #expect(icons.allSatisfy { abs($0.midY - item.midY) < 1e-9 })
        #expect(abs(icons[0].minX - item.minX - NavigationBarMetrics.capsulePadding) < 1e-9)
        #expect(abs(item.maxX - icons[1].maxX - NavigationBarMetrics.capsulePadding) < 1e-9)
        #expect(abs(icons[1].minX - icons[0].maxX - ControlGroupMetrics.toolbarSpacing) < 1e-9)
        // The glass shows at the capsule's ends and between the symbols.
        let glass = resolved(NavigationBarMetrics.glass, scheme)
        for x in [item.minX + NavigationBarMetrics.capsulePadding / 2, (icons[0].maxX + icons[1].minX) / 2,
                  item.maxX - NavigationBarMetrics.capsulePadding / 2] {
            #expect(near(pixel(rendering, x, item.midY), glass))
        }
        #expect(!colors(rendering, in: item).contains(over(resolved(SystemColors.tertiaryFill, scheme), glass)))
    }
}
