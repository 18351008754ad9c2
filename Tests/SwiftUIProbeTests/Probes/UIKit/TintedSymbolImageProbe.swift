import SwiftUI
import UIKit

struct TintedSymbolImageProbe: View {
    var body: some View {
        HStack {
            Image(uiImage: UIImage(systemName: "checkmark.circle.fill")!.withTintColor(.systemGreen))
            Image(uiImage: UIImage(systemName: "star.fill")!.withRenderingMode(.alwaysOriginal))
        }
        .foregroundStyle(.blue)
    }
}
