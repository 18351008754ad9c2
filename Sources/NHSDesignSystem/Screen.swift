import SnapUI

extension EnvironmentValues {
    /// The environment of an NHS App screen: the NHS background behind screens and lists, white rows,
    /// text in nhsText (the navigation bar's title too), the app's accent colour on controls, and
    /// text set with the metrics of NHS's font (Frutiger's Arial-metric fallback), not SF Pro's.
    public mutating func applyNHSAppearance() {
        systemFontLineMetrics = .face
        labelColor = .nhsText
        screenBackground = .nhsBackground
        groupedBackground = .nhsBackground
        groupedRowBackground = .nhsWhite
        tint = .nhsAppAccent
    }
}
