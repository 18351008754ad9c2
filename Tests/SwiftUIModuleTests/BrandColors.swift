import UIKit

// A colour token as an app's UIKit code declares it, in a file that imports UIKit alone.
extension UIColor {
    /// NHS blue, #005EB8.
    static let brandBlue = UIColor(red: 0, green: 94 / 255, blue: 184 / 255, alpha: 1)
}
