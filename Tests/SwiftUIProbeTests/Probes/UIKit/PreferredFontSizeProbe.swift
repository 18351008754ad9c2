import SwiftUI
import UIKit

struct PreferredFontSizeProbe: View {
    var body: some View {
        let bodyFont = UIFont.preferredFont(forTextStyle: .body)
        let headline = UIFont.preferredFont(forTextStyle: .headline)
        VStack(alignment: .leading) {
            Text("Body \(Int(bodyFont.pointSize))").font(Font(bodyFont))
            Text("Headline \(Int(headline.pointSize))").font(Font(headline))
        }
    }
}
