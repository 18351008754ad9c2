import SwiftUI

/// A "New" badge that flashes each time the count changes.
struct NewBadgePhaseModifierProbe: View {
    @State private var count = 3

    var body: some View {
        Text("New")
            .padding(8)
            .background(.blue)
            .phaseAnimator([1.0, 0.3, 1.0], trigger: count) { content, opacity in
                content.opacity(opacity)
            }
            .phaseAnimator([false, true]) { content, raised in
                content.offset(y: raised ? -20 : 0)
            }
    }
}
