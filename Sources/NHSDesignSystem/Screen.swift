import SnapUI

extension EnvironmentValues {
    /// The environment of an NHS App screen: the NHS background behind screens and lists, white rows,
    /// text in nhsText (the navigation bar's title too), and the app's accent colour on controls.
    public mutating func applyNHSAppearance() {
        labelColor = .nhsText
        screenBackground = .nhsBackground
        groupedBackground = .nhsBackground
        groupedRowBackground = .nhsWhite
        tint = .nhsAppAccent
    }
}
