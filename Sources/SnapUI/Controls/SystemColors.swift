/// The iOS colours controls draw with, light and dark: UIKit's semantic colours (see `UIColor`),
/// translucent where UIKit's are, so they sit on any background as they do on iOS, and the few control
/// colours UIKit does not name.
enum SystemColors {
    /// systemFill: the tracks of sliders and progress bars.
    static let fill = UIColor.systemFill.color
    /// secondarySystemFill: a bordered button with no tint (measured on iOS: Fidelity.md row 67).
    static let secondaryFill = UIColor.secondarySystemFill.color
    /// tertiarySystemFill: disabled bordered buttons, segmented controls, steppers, date pills, wheel bands.
    static let tertiaryFill = UIColor.tertiarySystemFill.color
    /// tertiaryLabel: disabled labels, a navigation row's chevron, weekday names.
    static let tertiaryLabel = UIColor.tertiaryLabel.color
    /// placeholderText: a text field's placeholder.
    static let placeholder = UIColor.placeholderText.color
    /// opaqueSeparator: a stepper's divider, a rounded-border text field's border.
    static let separator = UIColor.opaqueSeparator.color
    /// The white of slider thumbs, in both schemes.
    static let knob = Color.white
    /// A segmented control's selected segment: white light, #636366 (systemGray2's dark value) dark.
    static let selectedSegment = Color(light: "#ffffff", dark: "#636366")
    /// The inside of a rounded-border text field: systemBackground light, secondarySystemBackground
    /// dark, as UIKit fills it.
    static let fieldBackground = Color(light: UIColor.systemBackground.color.resolve(in: .light),
                                       dark: UIColor.secondarySystemBackground.color.resolve(in: .dark))
}
