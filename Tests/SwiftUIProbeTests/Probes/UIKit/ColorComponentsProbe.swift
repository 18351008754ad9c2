import Foundation
import SwiftUI
import UIKit

struct ColorComponentsProbe: View {
    private func hex(_ color: UIColor) -> String {
        var red: CGFloat = 0, green: CGFloat = 0, blue: CGFloat = 0, alpha: CGFloat = 0
        guard color.getRed(&red, green: &green, blue: &blue, alpha: &alpha) else { return "?" }
        return String(
            format: "#%02X%02X%02X", Int((red * 255).rounded()), Int((green * 255).rounded()), Int((blue * 255).rounded()))
    }

    var body: some View {
        VStack(alignment: .leading) {
            Text(hex(UIColor(red: 0, green: 94 / 255, blue: 184 / 255, alpha: 1)))
            Text(hex(.systemBlue))
        }
        .font(.body.monospaced())
    }
}
