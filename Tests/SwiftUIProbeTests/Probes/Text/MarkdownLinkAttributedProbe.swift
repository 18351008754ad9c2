import Foundation
import SwiftUI

/// A line with a markdown link, drawn in the tint.
struct MarkdownLinkAttributedProbe: View {
    var body: some View {
        Text((try? AttributedString(markdown: "Visit the [NHS website](https://www.nhs.uk)")) ?? "Visit the NHS website")
    }
}
