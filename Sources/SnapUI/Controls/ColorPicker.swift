import Foundation

/// The metrics of iOS's colour well (UIColorWell), which SwiftUI's `ColorPicker` shows (estimates from
/// iOS 26): a 28-point circle whose 3-point ring is the hue wheel (red at the top, round through yellow,
/// green, cyan, blue and magenta), with the selected colour in a disc inset 2 points inside the ring.
public enum ColorWellMetrics {
    public static let diameter = 28.0
    public static let ringWidth = 3.0
    public static let swatchGap = 2.0
    /// The hue wheel's colours, clockwise from the top.
    public static let hues: [Color] = [.red, .yellow, .green, .cyan, .blue, .purple, .red]
}

/// A control for choosing a colour, as SwiftUI's `ColorPicker`: the label leading and iOS's colour well
/// trailing (a ring of hues round the selected colour). Whether it supports opacity changes only the
/// sheet it opens, which a snapshot never shows. VoiceOver reads a button: the label, then the colour.
public struct ColorPicker<Label: View>: View {
    let selection: Color
    let label: Label

    /// A picker of `selection`, labelled by `label`.
    public init(selection: Binding<Color>, supportsOpacity: Bool = true, @ViewBuilder label: () -> Label) {
        self.selection = selection.wrappedValue
        self.label = label()
    }

    public var body: some View {
        ControlRow {
            label
        } trailing: {
            ColorWell(color: selection)
        }
        .accessibilityElement(children: .ignore)
        .accessibilityLabel(readFrom: label)
        .accessibilityAddTraits(.isButton)
        .layoutRole("colorPicker")
    }
}

extension ColorPicker where Label == Text {
    /// A picker of `selection` with a localised title.
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Color>, supportsOpacity: Bool = true) {
        self.init(selection: selection, supportsOpacity: supportsOpacity) { Text(titleKey) }
    }

    /// A picker of `selection` titled with a string, shown as it is.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<Color>, supportsOpacity: Bool = true) {
        self.init(selection: selection, supportsOpacity: supportsOpacity) { Text(title) }
    }
}

/// The well: the hue ring and, inside it, the selected colour.
private struct ColorWell: View {
    let color: Color

    var body: some View {
        ZStack {
            Circle().strokeBorder(
                AngularGradient(colors: ColorWellMetrics.hues, center: .center, startAngle: .degrees(-90), endAngle: .degrees(270)),
                lineWidth: ColorWellMetrics.ringWidth)
            Circle().fill(color)
                .padding(ColorWellMetrics.ringWidth + ColorWellMetrics.swatchGap)
        }
        .frame(width: ColorWellMetrics.diameter, height: ColorWellMetrics.diameter)
        .layoutRole("colorWell")
    }
}
