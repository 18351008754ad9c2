import SwiftUI
import UIKit

struct BoldItalicUIFontProbe: View {
    var body: some View {
        VStack(alignment: .leading) {
            Text("Results").font(Font(UIFont.boldSystemFont(ofSize: 17)))
            Text("Results").font(Font(UIFont.systemFont(ofSize: 17)))
            Text("Results").font(Font(UIFont.italicSystemFont(ofSize: 17)))
        }
    }
}
