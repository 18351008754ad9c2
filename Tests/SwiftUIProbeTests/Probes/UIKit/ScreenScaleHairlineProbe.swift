import SwiftUI
import UIKit

struct ScreenScaleHairlineProbe: View {
    var body: some View {
        Rectangle()
            .fill(Color.black)
            .frame(height: 1 / UIScreen.main.scale)
    }
}
