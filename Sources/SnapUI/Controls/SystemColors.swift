import Raster

/// iOS's semantic colours that controls draw with, light and dark, from UIKit's definitions
/// (UIColor.systemFill and its kin, placeholderText, tertiaryLabel): translucent, so they sit on any
/// background as they do on iOS.
enum SystemColors {
    /// systemFill: rgba(120, 120, 128, 0.20) light, 0.36 dark. Tracks of sliders and progress bars.
    static let fill = Color(light: RGBA(r: 120, g: 120, b: 128, a: 51), dark: RGBA(r: 120, g: 120, b: 128, a: 92))
    /// tertiarySystemFill: rgba(118, 118, 128, 0.12) light, 0.24 dark. Bordered buttons, segmented
    /// controls, steppers, date pills.
    static let tertiaryFill = Color(light: RGBA(r: 118, g: 118, b: 128, a: 31), dark: RGBA(r: 118, g: 118, b: 128, a: 61))
    /// tertiaryLabel and placeholderText: rgba(60, 60, 67, 0.30) light, rgba(235, 235, 245, 0.30) dark.
    static let tertiaryLabel = Color(light: RGBA(r: 60, g: 60, b: 67, a: 77), dark: RGBA(r: 235, g: 235, b: 245, a: 77))
    /// placeholderText, the same as tertiaryLabel.
    static let placeholder = tertiaryLabel
    /// opaqueSeparator: #c6c6c8 light, #38383a dark.
    static let separator = Color(light: "#c6c6c8", dark: "#38383a")
    /// The white of switch knobs and slider thumbs, in both schemes.
    static let knob = Color.white
    /// A segmented control's selected segment: white light, #636366 (systemGray3) dark.
    static let selectedSegment = Color(light: "#ffffff", dark: "#636366")
    /// systemBackground: white light, black dark; the inside of a rounded-border text field (dark:
    /// secondarySystemBackground #1c1c1e, as UIKit fills it).
    static let fieldBackground = Color(light: "#ffffff", dark: "#1c1c1e")
}
