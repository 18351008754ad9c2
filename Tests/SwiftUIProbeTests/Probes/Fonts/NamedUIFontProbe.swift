import SwiftUI
import UIKit

/// A reference number set in a UIKit font looked up by name, with the system font as fallback.
struct NamedUIFontProbe: View {
    var body: some View {
        let mono = UIFont(name: "LiberationMono", size: 15) ?? .monospacedSystemFont(ofSize: 15, weight: .regular)
        let missing = UIFont(name: "Frutiger-Roman", size: 15)
        VStack(alignment: .leading) {
            Text("0123456789").font(Font(mono))
            Text(mono.fontName)
            Text(missing == nil ? "no Frutiger" : "Frutiger")
        }
    }
}
