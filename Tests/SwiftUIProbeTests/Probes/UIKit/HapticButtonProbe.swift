import SwiftUI
import UIKit

struct HapticButtonProbe: View {
    @State private var doses = 0
    private let haptic = UIImpactFeedbackGenerator(style: .light)

    var body: some View {
        Button("Add dose (\(doses))") {
            haptic.impactOccurred()
            doses += 1
        }
        .onAppear {
            haptic.prepare()
            UINotificationFeedbackGenerator().notificationOccurred(.success)
        }
    }
}
