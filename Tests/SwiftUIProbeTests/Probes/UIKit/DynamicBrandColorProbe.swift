import SwiftUI
import UIKit

extension UIColor {
    /// The brand blue, lighter in dark mode, as design systems declare adaptive colours.
    static let appointmentAccent = UIColor { traits in
        traits.userInterfaceStyle == .dark
            ? UIColor(red: 65 / 255, green: 182 / 255, blue: 230 / 255, alpha: 1)
            : UIColor(red: 0, green: 94 / 255, blue: 184 / 255, alpha: 1)
    }
}

struct DynamicBrandColorProbe: View {
    var body: some View {
        HStack {
            RoundedRectangle(cornerRadius: 8)
                .fill(Color(uiColor: .appointmentAccent))
                .frame(width: 60, height: 40)
            Text("Appointments")
        }
        .padding()
    }
}
