import Foundation
import SwiftUI
import UIKit

struct LineHeightRowProbe: View {
    private let font = UIFont.systemFont(ofSize: 17)

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            Color.blue.frame(width: 20, height: font.lineHeight * 2)
            Text(String(format: "%.2f", font.lineHeight))
        }
    }
}
