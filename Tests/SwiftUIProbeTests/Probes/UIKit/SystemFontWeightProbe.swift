import SwiftUI
import UIKit

struct SystemFontWeightProbe: View {
    var body: some View {
        VStack(alignment: .leading) {
            Text("Repeat prescription").font(Font(UIFont.systemFont(ofSize: 17, weight: .semibold)))
            Text("Repeat prescription").font(.system(size: 17, weight: .semibold))
            Text("Repeat prescription").font(Font(UIFont.systemFont(ofSize: 17)))
        }
    }
}
