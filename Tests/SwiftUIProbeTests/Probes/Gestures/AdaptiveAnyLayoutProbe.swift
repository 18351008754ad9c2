import SwiftUI

/// Two summary tiles side by side, or stacked when space is tight, switched with AnyLayout.
struct AdaptiveAnyLayoutProbe: View {
    var isCompact: Bool

    var body: some View {
        let layout = isCompact ? AnyLayout(VStackLayout(spacing: 10)) : AnyLayout(HStackLayout(spacing: 10))
        layout {
            Color.red.frame(width: 30, height: 20)
            Color.blue.frame(width: 30, height: 20)
        }
        .frame(maxWidth: .infinity)
    }
}
