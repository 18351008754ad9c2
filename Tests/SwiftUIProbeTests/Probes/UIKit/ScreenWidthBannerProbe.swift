import SwiftUI
import UIKit

struct ScreenWidthBannerProbe: View {
    private let screen = UIScreen.main.bounds

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            Rectangle().fill(Color.green).frame(width: screen.width / 2, height: 20)
            Text("\(Int(screen.width)) × \(Int(screen.height))")
        }
        .frame(maxWidth: .infinity, alignment: .leading)
    }
}
