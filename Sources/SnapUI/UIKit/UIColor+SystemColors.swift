import Raster

/// UIKit's colours, for code that writes `Color(.systemBackground)` or `Color(uiColor: .label)`:
/// iOS's semantic and system colours with their light and dark values.
///
/// Sources. The hues (systemRed ... systemBrown) and greys (systemGray ... systemGray6): the values
/// Apple's Human Interface Guidelines publish on their Color page, updated June 2025 for iOS 26.
/// The semantic colours (labels, fills, backgrounds, separators): UIKit's values, unchanged since
/// iOS 13 (as read from UIKit and recorded by, among others, Flutter's `CupertinoColors` and
/// OpenSwiftUI's `SystemColorDefinition`), with iOS 26's quaternaryLabel (16% in dark) and link
/// (the iOS 26 blue) from the same HIG page. Default contrast, base (not elevated) level.
extension UIColor {
    /// A colour from 0...255 components and an opacity, for each scheme.
    private static func rgb(_ light: (Int, Int, Int, Double), _ dark: (Int, Int, Int, Double)) -> UIColor {
        func rgba(_ c: (Int, Int, Int, Double)) -> RGBA {
            RGBA(r: UInt8(c.0), g: UInt8(c.1), b: UInt8(c.2), a: Color.byte(c.3))
        }
        return UIColor(Color(light: rgba(light), dark: rgba(dark)))
    }

    private static func hex(_ light: String, _ dark: String) -> UIColor { UIColor(Color(light: light, dark: dark)) }

    // Labels.
    public static let label = hex("#000000", "#ffffff")
    public static let secondaryLabel = rgb((60, 60, 67, 0.6), (235, 235, 245, 0.6))
    public static let tertiaryLabel = rgb((60, 60, 67, 0.3), (235, 235, 245, 0.3))
    public static let quaternaryLabel = rgb((60, 60, 67, 0.18), (235, 235, 245, 0.16))
    public static let placeholderText = rgb((60, 60, 67, 0.3), (235, 235, 245, 0.3))
    public static let link = hex("#0088ff", "#0091ff")
    public static let darkText = hex("#000000", "#000000")
    public static let lightText = rgb((255, 255, 255, 0.6), (255, 255, 255, 0.6))

    // Separators.
    public static let separator = rgb((60, 60, 67, 0.29), (84, 84, 88, 0.6))
    public static let opaqueSeparator = hex("#c6c6c8", "#38383a")

    // Fills, for thin and small shapes (systemFill) up to large areas (quaternarySystemFill).
    public static let systemFill = rgb((120, 120, 128, 0.2), (120, 120, 128, 0.36))
    public static let secondarySystemFill = rgb((120, 120, 128, 0.16), (120, 120, 128, 0.32))
    public static let tertiarySystemFill = rgb((118, 118, 128, 0.12), (118, 118, 128, 0.24))
    public static let quaternarySystemFill = rgb((116, 116, 128, 0.08), (118, 118, 128, 0.18))

    // Backgrounds: plain and grouped, each in three levels.
    public static let systemBackground = hex("#ffffff", "#000000")
    public static let secondarySystemBackground = hex("#f2f2f7", "#1c1c1e")
    public static let tertiarySystemBackground = hex("#ffffff", "#2c2c2e")
    public static let systemGroupedBackground = hex("#f2f2f7", "#000000")
    public static let secondarySystemGroupedBackground = hex("#ffffff", "#1c1c1e")
    public static let tertiarySystemGroupedBackground = hex("#f2f2f7", "#2c2c2e")

    // Greys.
    public static let systemGray = hex("#8e8e93", "#8e8e93")
    public static let systemGray2 = hex("#aeaeb2", "#636366")
    public static let systemGray3 = hex("#c7c7cc", "#48484a")
    public static let systemGray4 = hex("#d1d1d6", "#3a3a3c")
    public static let systemGray5 = hex("#e5e5ea", "#2c2c2e")
    public static let systemGray6 = hex("#f2f2f7", "#1c1c1e")

    // Hues, the same as SwiftUI's colours of the same names.
    public static let systemRed = UIColor(Color.red)
    public static let systemOrange = UIColor(Color.orange)
    public static let systemYellow = UIColor(Color.yellow)
    public static let systemGreen = UIColor(Color.green)
    public static let systemMint = UIColor(Color.mint)
    public static let systemTeal = UIColor(Color.teal)
    public static let systemCyan = UIColor(Color.cyan)
    public static let systemBlue = UIColor(Color.blue)
    public static let systemIndigo = UIColor(Color.indigo)
    public static let systemPurple = UIColor(Color.purple)
    public static let systemPink = UIColor(Color.pink)
    public static let systemBrown = UIColor(Color.brown)
    /// The app's tint (SnapUI's accent colour).
    public static let tintColor = UIColor(Color.accentColor)

    // UIKit's fixed colours, which (unlike the system colours) are pure component values.
    public static let black = UIColor(white: 0, alpha: 1)
    public static let darkGray = UIColor(white: 1.0 / 3, alpha: 1)
    public static let gray = UIColor(white: 0.5, alpha: 1)
    public static let lightGray = UIColor(white: 2.0 / 3, alpha: 1)
    public static let white = UIColor(white: 1, alpha: 1)
    public static let clear = UIColor(white: 0, alpha: 0)
    public static let red = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
    public static let green = UIColor(red: 0, green: 1, blue: 0, alpha: 1)
    public static let blue = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
    public static let cyan = UIColor(red: 0, green: 1, blue: 1, alpha: 1)
    public static let yellow = UIColor(red: 1, green: 1, blue: 0, alpha: 1)
    public static let magenta = UIColor(red: 1, green: 0, blue: 1, alpha: 1)
    public static let orange = UIColor(red: 1, green: 0.5, blue: 0, alpha: 1)
    public static let purple = UIColor(red: 0.5, green: 0, blue: 0.5, alpha: 1)
    public static let brown = UIColor(red: 0.6, green: 0.4, blue: 0.2, alpha: 1)
}
