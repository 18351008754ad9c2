import SwiftUI
import UIKit

struct SystemTintColorProbe: View {
    var body: some View {
        HStack(spacing: 0) {
            Color(uiColor: .systemBlue).frame(width: 40, height: 20)
            Color(uiColor: .tintColor).frame(width: 40, height: 20)
            Color(uiColor: .systemPink).frame(width: 40, height: 20)
        }
    }
}
