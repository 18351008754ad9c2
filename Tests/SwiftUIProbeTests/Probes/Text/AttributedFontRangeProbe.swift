import Foundation
import SwiftUI

/// A dose with its amount set larger and bold through a range's `font`.
struct AttributedFontRangeProbe: View {
    private var dose: AttributedString {
        var dose = AttributedString("Dose 5 mg")
        if let range = dose.range(of: "5 mg") {
            dose[range].font = .title.bold()
        }
        return dose
    }

    var body: some View {
        Text(dose)
    }
}
