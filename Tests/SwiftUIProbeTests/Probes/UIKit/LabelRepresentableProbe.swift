import SwiftUI
import UIKit

struct AttributedLabel: UIViewRepresentable {
    let text: String

    func makeUIView(context: Context) -> UILabel {
        let label = UILabel()
        label.numberOfLines = 0
        label.font = .preferredFont(forTextStyle: .body)
        label.adjustsFontForContentSizeCategory = true
        return label
    }

    func updateUIView(_ uiView: UILabel, context: Context) {
        uiView.text = text
    }
}

struct LabelRepresentableProbe: View {
    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            Text("Notes")
            AttributedLabel(text: "Take with food").frame(width: 160, height: 40)
        }
    }
}
