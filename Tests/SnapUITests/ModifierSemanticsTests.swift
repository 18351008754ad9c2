import Raster
import Testing
@testable import SnapUI

/// Modifiers as SwiftUI applies them: to each view of a group, to nothing for no view, and with the
/// modifier's own `@Environment` properties filled in.
@Suite struct ModifierSemanticsTests {
    private func texts(_ rendering: Rendering) -> [LayoutElement] {
        rendering.layout.flatMap { $0.elements(withRole: "text") }
    }

    @Test func aModifierOnAGroupAppliesToEachView() throws {
        let rendering = try renderForTest(VStack(spacing: 0) {
            Group {
                Text("One")
                Text("Two")
            }
            .padding(10)
        })
        let frames = texts(rendering).map(\.frame)
        // Each text is padded by 10 on every side: 20 between them, not 0.
        #expect(frames.count == 2)
        #expect(abs(frames[1].minY - frames[0].maxY - 20) < 1e-9)
        #expect(abs(frames[0].minY - 10) < 1e-9 && abs(frames[0].minX - (390 - frames[0].width) / 2) < 1e-9)
    }

    @Test func aModifierOnNothingTakesNoSpace() throws {
        let rendering = try renderForTest(VStack(spacing: 0) {
            Text("Above")
            EmptyView().padding(30).background(Color.red)
            Text("Below")
        })
        let frames = texts(rendering).map(\.frame)
        #expect(abs(frames[1].minY - frames[0].maxY) < 1e-9)
    }

    private struct SizeTag: ViewModifier {
        @Environment(\.dynamicTypeSize) private var size

        func body(content: Content) -> some View {
            HStack { content; Text("\(size)") }
        }
    }

    private struct ReportingStyle: ToggleStyle {
        @Environment(\.isEnabled) private var isEnabled

        func makeBody(configuration: Configuration) -> some View {
            Text(isEnabled ? "enabled" : "disabled")
        }
    }

    @Test func modifiersAndToggleStylesReadTheirEnvironment() throws {
        let tagged = try renderForTest(Text("A").modifier(SizeTag()), size: .accessibility2)
        #expect(texts(tagged).map { $0.string("text") } == ["A", "accessibility2"])
        let toggle = try renderForTest(Toggle("T", isOn: .constant(true)).toggleStyle(ReportingStyle()).disabled(true))
        #expect(texts(toggle).map { $0.string("text") } == ["disabled"])
    }
}

/// Accessibility modifiers on a container of several elements, and labelled containers.
@Suite struct ContainerAccessibilityTests {
    @Test func traitsAndHintsOnSeveralElementsApplyToEach() throws {
        let elements = try renderForTest(VStack {
            Text("A")
            Text("B")
        }.accessibilityAddTraits(.isHeader).accessibilityHint("Hint")).accessibility
        #expect(elements.map(\.label) == ["A", "B"])
        #expect(elements.allSatisfy { $0.traits.contains(.isHeader) && $0.hint == "Hint" })
    }

    @Test func aLabelledContainerIsAnnouncedBeforeItsFirstElement() throws {
        let elements = try renderForTest(VStack {
            Text("Intro")
            VStack {
                Text("One")
                Text("Two")
            }
            .accessibilityElement(children: .contain)
            .accessibilityLabel("Menu")
        }).accessibility
        #expect(AccessibilityElement.transcript(elements) == ["Intro", "Menu, container", "One", "Two"])
    }
}

/// A horizontal scroll view proposes its content no width and shows it from the leading edge.
@Suite struct HorizontalScrollViewTests {
    @Test func contentKeepsItsIdealWidthFromTheLeadingEdge() throws {
        let rendering = try renderForTest(ScrollView(.horizontal) {
            HStack {
                ForEach(0..<6) { Text("A long item \($0)") }
            }
        }, width: 320)
        let texts = rendering.layout.flatMap { $0.elements(withRole: "text") }
        #expect(texts.count == 6)
        #expect(texts.allSatisfy { $0.number("lines") == 1 })
        #expect(texts[0].frame.minX == 0)
        #expect(texts[5].frame.maxX > 320)
        #expect(rendering.size.width == 320)
    }
}

/// `@Environment` read before the view is resolved gives the default, as SwiftUI does, not a crash.
@Suite struct EnvironmentOutsideBodyTests {
    private struct ReadsInInit: View {
        @Environment(\.dynamicTypeSize) private var size
        var sizeAtInit = DynamicTypeSize.xSmall

        init() {
            sizeAtInit = size
        }

        var body: some View { Text("\(size)") }
    }

    @Test func aPropertyReadBeforeResolvingGivesTheDefault() throws {
        let view = ReadsInInit()
        #expect(view.sizeAtInit == .large)
        let rendering = try renderForTest(view, size: .accessibility1)
        #expect(rendering.layout.flatMap { $0.elements(withRole: "text") }.map { $0.string("text") } == ["accessibility1"])
    }
}
