import SwiftUI
import UIKit

struct AccessibilitySettingsProbe: View {
    var body: some View {
        VStack(alignment: .leading) {
            Text(UIAccessibility.isVoiceOverRunning ? "VoiceOver on" : "VoiceOver off")
            Text(UIAccessibility.isReduceMotionEnabled ? "Still banner" : "Animated banner")
            Text(UIAccessibility.isBoldTextEnabled ? "Bold text" : "Regular text")
            Text(UIAccessibility.isDarkerSystemColorsEnabled ? "High contrast" : "Standard contrast")
        }
        .onAppear {
            UIAccessibility.post(notification: .announcement, argument: "Settings loaded")
        }
    }
}
