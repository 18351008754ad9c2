import SwiftUI
import UIKit

struct MonospacedUIFontProbe: View {
    private let code = UIFont.monospacedSystemFont(ofSize: 14, weight: .regular)

    var body: some View {
        VStack(alignment: .leading) {
            Text("iiii").font(Font(code))
            Text("MMMM").font(Font(code))
        }
    }
}
