import SwiftUI
import UIKit

extension UIColor {
    /// A colour from a 24-bit hex value, as colour-token files declare them.
    convenience init(rgb: UInt32, alpha: CGFloat = 1) {
        self.init(
            red: CGFloat((rgb >> 16) & 0xff) / 255,
            green: CGFloat((rgb >> 8) & 0xff) / 255,
            blue: CGFloat(rgb & 0xff) / 255,
            alpha: alpha)
    }

    static let successGreen = UIColor(rgb: 0x007F3B)
}

struct HexColorExtensionProbe: View {
    var body: some View {
        Label("Booked", systemImage: "checkmark.circle.fill")
            .padding(.horizontal, 12)
            .padding(.vertical, 6)
            .foregroundStyle(.white)
            .background(Capsule().fill(Color(.successGreen)))
    }
}
