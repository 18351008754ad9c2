import SnapUI

extension EnvironmentValues {
    /// The environment of an NHS App screen: the NHS background behind screens and lists, white rows,
    /// and the app's accent colour on controls.
    public mutating func applyNHSAppearance() {
        screenBackground = .nhsBackground
        groupedBackground = .nhsBackground
        groupedRowBackground = .nhsWhite
        tint = .nhsAppAccent
    }
}
