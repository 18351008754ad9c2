import Foundation
import SwiftUI

/// A notice styled from markdown through `AttributedString(markdown:)`.
struct MarkdownNoticeProbe: View {
    private var notice: AttributedString {
        (try? AttributedString(markdown: "Take **two tablets** with *water*")) ?? AttributedString("Take two tablets with water")
    }

    var body: some View {
        Text(notice)
    }
}
