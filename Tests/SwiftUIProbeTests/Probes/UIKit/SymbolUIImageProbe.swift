import SwiftUI
import UIKit

struct SymbolUIImageProbe: View {
    private let favourite = UIImage(systemName: "heart.fill")

    var body: some View {
        if let favourite {
            Image(uiImage: favourite)
                .foregroundStyle(.red)
        }
    }
}
