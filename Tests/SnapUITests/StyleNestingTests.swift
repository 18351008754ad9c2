import Testing
@testable import SnapUI

/// A toggle style that names itself after the label.
private struct NamedToggleStyle: ToggleStyle {
    let name: String

    func makeBody(configuration: Configuration) -> some View {
        HStack {
            configuration.label
            Text(name)
        }
    }
}

/// A toggle style whose body holds a button: another control, drawn in its own style.
private struct ToggleWithButtonStyle: ToggleStyle {
    func makeBody(configuration: Configuration) -> some View {
        HStack {
            configuration.label
            Button("Edit") {}
        }
    }
}

/// A button style that reads the environment and holds a toggle in its body.
private struct ButtonWithToggleStyle: ButtonStyle {
    @Environment(\.colorScheme) private var scheme

    func makeBody(configuration: Configuration) -> some View {
        VStack {
            configuration.label
            Text(scheme.rawValue)
            Toggle("Inner", isOn: .constant(true))
        }
    }
}

/// A progress view style of one's own that shows what its configuration holds.
private struct ReportingProgressViewStyle: ProgressViewStyle {
    func makeBody(configuration: Configuration) -> some View {
        HStack {
            configuration.label
            Text(configuration.fractionCompleted.map { "\($0)" } ?? "unknown")
            configuration.currentValueLabel
        }
    }
}

/// Styles reach the controls inside the view they are set on, the innermost winning, and a style's
/// body draws the controls it holds in their own styles.
@Suite struct StyleNestingTests {
    @Test func aStyleSetOnAContainerDrawsTheControlsInsideAndTheInnermostWins() throws {
        let view = VStack {
            Toggle("A", isOn: .constant(true))
            Toggle("B", isOn: .constant(false)).toggleStyle(NamedToggleStyle(name: "inner"))
        }
        .toggleStyle(NamedToggleStyle(name: "outer"))
        #expect(texts(try renderForTest(view)) == ["A", "outer", "B", "inner"])
    }

    @Test func aControlInAStylesBodyTakesItsOwnStyleFromAbove() throws {
        let toggle = Toggle("Alerts", isOn: .constant(true)).toggleStyle(ToggleWithButtonStyle())
        let prominent = try renderForTest(VStack { toggle }.buttonStyle(.borderedProminent))
        #expect(texts(prominent) == ["Alerts", "Edit"])
        #expect(elements(prominent, role: "buttonFill").count == 1)
        #expect(elements(try renderForTest(VStack { toggle }), role: "buttonFill").isEmpty)
    }

    @Test func aButtonStyleReadsTheEnvironmentAndItsToggleTakesTheToggleStyleSetAbove() throws {
        let view = VStack { Button("Go") {}.buttonStyle(ButtonWithToggleStyle()) }
            .toggleStyle(NamedToggleStyle(name: "outer"))
        #expect(texts(try renderForTest(view, scheme: .dark)) == ["Go", "dark", "Inner", "outer"])
    }

    @Test func aProgressViewStyleOfOnesOwnIsGivenTheFractionAndTheLabels() throws {
        let bar = ProgressView(value: 3.0, total: 4) { Text("Upload") } currentValueLabel: { Text("3 of 4") }
        // The fraction is a Double interpolated into a key: `%lf`, six decimals, as SwiftUI writes it.
        #expect(texts(try renderForTest(bar.progressViewStyle(ReportingProgressViewStyle())))
                == ["Upload", "0.750000", "3 of 4"])
        #expect(texts(try renderForTest(ProgressView().progressViewStyle(ReportingProgressViewStyle()))) == ["unknown"])
    }
}
