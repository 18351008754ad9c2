import SwiftUI

/// A toast that slides in from the bottom, shown at rest where its layout puts it.
struct ToastTransitionProbe: View {
    @State private var isShown = true

    var body: some View {
        VStack {
            if isShown {
                Text("Saved")
                    .padding(8)
                    .background(Color.green)
                    .transition(.move(edge: .bottom).combined(with: .opacity))
            }
        }
        .frame(width: 100, height: 60)
        .animation(.easeInOut(duration: 0.3), value: isShown)
    }
}
