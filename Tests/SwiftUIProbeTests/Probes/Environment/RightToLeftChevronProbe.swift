import SwiftUI

/// A disclosure chevron that points the way the text runs, inside a right-to-left view.
struct RightToLeftChevronProbe: View {
    var body: some View {
        ChevronRow()
            .environment(\.layoutDirection, .rightToLeft)
    }
}

private struct ChevronRow: View {
    @Environment(\.layoutDirection) private var layoutDirection

    var body: some View {
        Image(systemName: layoutDirection == .rightToLeft ? "chevron.left" : "chevron.right")
    }
}
