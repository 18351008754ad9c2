import SwiftUI
import UIKit

struct HueColorProbe: View {
    private let stripe = UIColor(hue: 0.6, saturation: 1, brightness: 0.8, alpha: 1)

    var body: some View {
        Color(stripe).frame(width: 6, height: 30)
    }
}
