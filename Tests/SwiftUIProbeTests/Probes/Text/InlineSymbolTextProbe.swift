import SwiftUI

/// A due line with a clock symbol interpolated in its text.
struct InlineSymbolTextProbe: View {
    var body: some View {
        Text("Due \(Image(systemName: "clock")) today")
    }
}
