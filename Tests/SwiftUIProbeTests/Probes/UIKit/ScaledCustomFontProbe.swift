import SwiftUI
import UIKit

struct ScaledCustomFontProbe: View {
    var body: some View {
        let base = UIFont(name: "LiberationSans-Bold", size: 17) ?? .boldSystemFont(ofSize: 17)
        let font = UIFontMetrics(forTextStyle: .headline).scaledFont(for: base)
        VStack(alignment: .leading) {
            Text("NHS number").font(Font(font))
            Text("\(Int(font.pointSize)) pt")
            Text(font.fontName)
        }
    }
}
