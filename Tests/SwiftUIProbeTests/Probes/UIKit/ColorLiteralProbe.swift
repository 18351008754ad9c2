import SwiftUI
import UIKit

struct ColorLiteralProbe: View {
    private let highlight = #colorLiteral(red: 1, green: 0.8, blue: 0, alpha: 1)
    private let confirmed: UIColor = #colorLiteral(red: 0, green: 0.5, blue: 0.25, alpha: 1)

    var body: some View {
        HStack(spacing: 0) {
            Color(highlight).frame(width: 50, height: 30)
            Color(uiColor: confirmed).frame(width: 50, height: 30)
        }
    }
}
