import SnapUI

/// The metrics of the NHS toggle: the native switch (sizes in `SwitchMetrics`) with NHS colours and type.
public enum NHSToggleMetrics {
    /// The track of a switch that is on: the app's accent colour, NHS blue.
    public static let onTint = Color.nhsAppAccent
    /// The label's text colour, unless the label sets its own (a subtitle in `.nhsSecondaryText`).
    public static let labelColor = Color.nhsText
    /// The label's font, unless the label sets its own.
    public static let labelFont = Font.nhsBody
}

/// The NHS App's toggle: iOS's own switch, tinted NHS blue when on, beside the toggle's label.
///
/// Apply it to a `Toggle`, or to a container (such as a `Form`) to style every toggle inside:
/// `.toggleStyle(.nhsToggle)`. A label of two texts reads as a title and a subtitle, stacked. The
/// native switch keeps iOS's behaviour: it fades when disabled yet stays in the accessibility tree,
/// VoiceOver reads the label and "on" or "off", and it shows I and O marks under On/Off Labels.
public struct NHSToggleStyle: ToggleStyle {
    public init() {}

    public func makeBody(configuration: Configuration) -> some View {
        SwitchToggleStyle().makeBody(configuration: configuration)
            .tint(NHSToggleMetrics.onTint)
            .foregroundStyle(NHSToggleMetrics.labelColor)
            .font(NHSToggleMetrics.labelFont)
    }
}

extension ToggleStyle where Self == NHSToggleStyle {
    /// The NHS App's toggle: the native switch tinted NHS blue.
    public static var nhsToggle: NHSToggleStyle { NHSToggleStyle() }
}
